// The call list's query (filters, sort) as the user last left it in this tab, so call details
// can step to the previous / next call of that list even after a reload.

const KEY = 'scribr.callList.query';

export const rememberListQuery = (search: string) => {
  try {
    sessionStorage.setItem(KEY, search);
  } catch {
    // Storage refused (private mode quota): details then step through the unfiltered list.
  }
};

export const rememberedListQuery = (): URLSearchParams => {
  try {
    return new URLSearchParams(sessionStorage.getItem(KEY) ?? '');
  } catch {
    return new URLSearchParams();
  }
};
