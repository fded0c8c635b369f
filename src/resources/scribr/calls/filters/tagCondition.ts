import type { UrlCodec } from '../../../../shared/serverList/codecs';

/** Tags that must be detected (`include`) and tags none of which may be (`exclude`). */
export interface TagCondition {
  include: number[];
  exclude: number[];
}

/** `tags=3,5,-7`: tag 7 excluded. */
export const tagConditionCodec: UrlCodec<TagCondition> = {
  parse: (text) => {
    const include: number[] = [];
    const exclude: number[] = [];
    for (const item of text.split(',').map((part) => part.trim())) {
      const match = /^(-?)(\d{1,10})$/.exec(item);
      if (!match || Number(match[2]) === 0) continue;
      const list = match[1] ? exclude : include;
      if (!list.includes(Number(match[2]))) list.push(Number(match[2]));
    }
    return include.length || exclude.length ? { include, exclude } : undefined;
  },
  format: ({ include, exclude }) => [...include, ...exclude.map((id) => `-${id}`)].join(','),
};
