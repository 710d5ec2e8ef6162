/** The home page's first screen in French; see ../en/home.ts. */
export const heading = 'Découvrez votre profil neurodivergent';
export const lead =
  'Des auto-évaluations calmes et fondées sur la recherche, pour les adultes qui veulent comprendre leurs traits liés à l’autisme, au TDAH, au traitement sensoriel, à la dyspraxie ou à la dyslexie, sans attendre des années une première réponse.';
export const benefitSuite = 'Une gamme complète d’auto-évaluations fondées sur la recherche';
export const benefitInstant = 'Des résultats immédiats, en quelques minutes';
export const benefitShareable = 'Des rapports à partager';
export const benefitNoAccount =
  'Ni compte ni nom nécessaires. Nous associons vos réponses à votre adresse e-mail seulement si vous achetez un rapport.';
export const howWeHandleData = 'Comment nous traitons vos données';
export const startComprehensive = 'Commencer l’auto-évaluation globale';
export const priceLine = ({ price }: { price: string }) =>
  `Premiers éclairages gratuits · Rapport complet ${price}`;
