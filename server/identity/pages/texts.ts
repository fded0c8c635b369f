/** Texts of the identity pages (Keycloak's wording where Keycloak has one). */
export const texts = {
  en: {
    signInTitle: 'Sign in to your account',
    username: 'Username or email',
    password: 'Password',
    signIn: 'Sign In',
    invalidCredentials: 'Invalid username or password.',
    temporarilyDisabled:
      'Account is temporarily disabled after too many failed sign-ins. Try again in {minutes} min.',
    crossSiteForm: 'This sign-in form was sent from another site. Start signing in again.',
    loginTimeout: 'Your login attempt timed out. Login will start from the beginning.',
    portalTitle: 'Choose your organization',
    invalidRedirect: 'Invalid parameter: redirect_uri',
    unknownClient: 'Client not found.',
    signingOut: 'You are being signed out.',
    signOut: 'Sign out',
    signedOut: 'You are signed out.',
    errorTitle: 'We are sorry...',
    activateTitle: 'Choose a password',
    email: 'Email',
    newPassword: 'Password',
    confirmPassword: 'Confirm password',
    passwordRule: 'At least {min} characters, with letters and digits.',
    weakPassword: 'Password too weak: use at least {min} characters, with letters and digits.',
    passwordTooLong: 'At most {max} characters.',
    passwordMismatch: "Passwords don't match.",
    activate: 'Activate my account',
    activationExpired: 'This activation link has expired or was already used.',
    activationCrossSite: 'This form was sent from another site. Open your activation link again.',
    accountActive: 'Your account is active',
    accountActiveMessage: 'Sign in with your email and the password you just chose.',
    openConsole: 'Go to the console',
  },
  fr: {
    signInTitle: 'Connectez-vous à votre compte',
    username: 'Nom d’utilisateur ou courriel',
    password: 'Mot de passe',
    signIn: 'Connexion',
    invalidCredentials: 'Nom d’utilisateur ou mot de passe invalide.',
    temporarilyDisabled:
      'Compte temporairement désactivé après trop de connexions échouées. Réessayez dans {minutes} min.',
    crossSiteForm:
      'Ce formulaire de connexion a été envoyé depuis un autre site. Recommencez la connexion.',
    loginTimeout: 'Le délai de connexion a expiré. La connexion va recommencer depuis le début.',
    portalTitle: 'Choisissez votre organisation',
    invalidRedirect: 'Paramètre invalide : redirect_uri',
    unknownClient: 'Client inconnu.',
    signingOut: 'Déconnexion en cours.',
    signOut: 'Se déconnecter',
    signedOut: 'Vous êtes déconnecté.',
    errorTitle: 'Nous sommes désolés...',
    activateTitle: 'Choisissez un mot de passe',
    email: 'Courriel',
    newPassword: 'Mot de passe',
    confirmPassword: 'Confirmation du mot de passe',
    passwordRule: 'Au moins {min} caractères, avec des lettres et des chiffres.',
    weakPassword:
      'Mot de passe trop faible : au moins {min} caractères, avec des lettres et des chiffres.',
    passwordTooLong: '{max} caractères au plus.',
    passwordMismatch: 'Les mots de passe ne correspondent pas.',
    activate: 'Activer mon compte',
    activationExpired: 'Ce lien d’activation a expiré ou a déjà été utilisé.',
    activationCrossSite:
      'Ce formulaire a été envoyé depuis un autre site. Rouvrez votre lien d’activation.',
    accountActive: 'Votre compte est activé',
    accountActiveMessage:
      'Connectez-vous avec votre courriel et le mot de passe que vous venez de choisir.',
    openConsole: 'Aller à la console',
  },
} as const;

export type Locale = keyof typeof texts;
export type Texts = (typeof texts)[Locale];

const isLocale = (tag: string): tag is Locale => Object.hasOwn(texts, tag);
const primary = (tag: string) => tag.trim().split(/[-_]/)[0].toLowerCase();

/** Language tags of an Accept-Language header, by decreasing quality. */
function acceptLanguageTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

export interface LocaleHints {
  /** Keycloak's `kc_locale` parameter (one tag). */
  kcLocale?: unknown;
  /** OIDC `ui_locales` (space-separated tags, by preference). */
  uiLocales?: unknown;
  acceptLanguage?: string;
}

/** The page language: kc_locale, then ui_locales, then Accept-Language, then English. */
export function pickLocale({ kcLocale, uiLocales, acceptLanguage }: LocaleHints): Locale {
  const candidates = [
    ...(typeof kcLocale === 'string' ? [kcLocale] : []),
    ...(typeof uiLocales === 'string' ? uiLocales.split(' ') : []),
    ...(acceptLanguage ? acceptLanguageTags(acceptLanguage) : []),
  ];
  return candidates.map(primary).find(isLocale) ?? 'en';
}
