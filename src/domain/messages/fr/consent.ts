/** The cookie banner and the footer's button in French; see ../en/consent.ts. */
export const bannerTitle = 'Les cookies sur Traitscope';
export const bannerText =
  'Les cookies nécessaires font fonctionner le site et protègent vos réponses. Avec votre accord, nous utilisons aussi des cookies pour voir comment le site est utilisé et pour mesurer nos publicités. En cliquant sur « Tout accepter », vous acceptez notre utilisation des cookies. Vous pouvez modifier votre choix à tout moment.';
export const acceptAll = 'Tout accepter';
export const necessaryOnly = 'Nécessaires uniquement';
export const openSettings = 'Paramètres des cookies';
export const footerSettingsButton = 'Paramètres des cookies';
