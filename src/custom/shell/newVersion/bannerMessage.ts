/** Spec §8: administrators are asked to save their work first. */
export const bannerMessageKey = (isAdmin: boolean): string =>
  isAdmin ? 'shell.newVersion.adminMessage' : 'shell.newVersion.message';
