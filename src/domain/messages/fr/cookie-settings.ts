/** The cookie settings dialog in French; see ../en/cookie-settings.ts. */
import type { ConsentCategory } from '../../consent/categories.ts';

export const title = 'Paramètres des cookies';
export const description =
  'Choisissez les cookies que nous pouvons utiliser. Vous pouvez changer ce choix à tout moment avec le bouton « Paramètres des cookies » en bas de chaque page.';
export const close = 'Fermer les paramètres des cookies';
export const tabsLabel = 'Informations sur les cookies';
export const settingsTab = 'Paramètres';
export const aboutTab = 'À propos des cookies';
export const privacyTab = 'Confidentialité';
export const categories: Readonly<Record<ConsentCategory, { title: string; description: string }>> = {
  necessary: {
    title: 'Nécessaires',
    description:
      'Ils font fonctionner le site : votre cookie de visite anonyme, la protection contre les requêtes falsifiées, la mémorisation de ce choix, ainsi que vos préférences de lecture et de lecture à voix haute (gardées uniquement dans votre navigateur). Toujours actifs.',
  },
  functional: {
    title: 'Fonctionnels',
    description:
      'Ils nous permettent de compter les visites de pages et les auto-évaluations terminées sur notre propre serveur, pour améliorer le site.',
  },
  analytics: {
    title: 'Mesure d’audience',
    description:
      'Ils permettent à notre prestataire de mesure d’audience de mesurer l’utilisation du site. Aucune de vos réponses n’est partagée.',
  },
  marketing: {
    title: 'Marketing',
    description:
      'Ils permettent à notre partenaire publicitaire de mesurer si nos publicités mènent à des achats.',
  },
};
export const about = [
  'Les cookies sont de petits fichiers qu’un site web garde dans votre navigateur. Nous utilisons aussi le stockage local de votre navigateur, qui fonctionne de la même façon, pour garder vos réponses pendant que vous faites une auto-évaluation.',
  'Les cookies nécessaires ne peuvent pas être désactivés, car le site ne fonctionne pas sans eux. Ils ne permettent pas de vous identifier : votre cookie de visite est un nombre aléatoire.',
  'Les cookies fonctionnels, de mesure d’audience et marketing restent désactivés tant que vous ne les activez pas. Si vous en désactivez un plus tard, ses outils ne se chargent plus à partir de la page suivante que vous ouvrez.',
];
export const rightsIntro = 'Selon le RGPD, vous avez le droit :';
export const rights = [
  'd’accéder aux données personnelles que nous détenons sur vous ;',
  'de les faire rectifier ;',
  'de les faire effacer ;',
  'de retirer votre consentement à tout moment ;',
  'de recevoir vos données dans un format portable ;',
  'd’adresser une réclamation à une autorité de protection des données.',
];
export const readFullBefore = 'Lisez la ';
export const readFullLink = 'Politique de confidentialité';
export const readFullAfter = ' en entier.';
export const necessaryOnly = 'Nécessaires uniquement';
export const acceptAll = 'Tout accepter';
export const savePreferences = 'Enregistrer mes choix';
