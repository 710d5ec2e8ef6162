/** The 'Did you know?' facts' words in French, by fact id (see ../en/facts.ts). */
export const funFactTexts = {
  'fact-1':
    'L’Organisation mondiale de la Santé estime qu’environ 1 enfant sur 100 dans le monde est autiste. Elle souligne que l’autisme n’est souvent diagnostiqué que beaucoup plus tard.',
  'fact-2':
    'Beaucoup d’adultes autistes décrivent le « camouflage » : cacher consciemment leurs traits ou les contourner dans les situations sociales. Beaucoup disent qu’il est fatigant de le maintenir.',
  'fact-3':
    'Dans une étude, une histoire transmise le long d’une chaîne d’adultes autistes gardait ses détails aussi bien qu’une histoire transmise entre adultes non autistes. Dans les chaînes mixtes, les détails se perdaient plus vite.',
  'fact-4':
    'Au Royaume-Uni, les diagnostics d’autisme enregistrés en médecine générale ont fortement augmenté entre 1998 et 2018, surtout chez les adultes. L’équipe de recherche l’explique principalement par un meilleur repérage.',
  'fact-5':
    'Lors d’entretiens sur le stimming, comme se balancer ou gigoter, des adultes autistes l’ont décrit comme un moyen utile de s’apaiser ou d’exprimer des émotions fortes.',
  'fact-6':
    'Une revue de 96 études a montré qu’environ 28 % des personnes autistes ont aussi un diagnostic de TDAH. C’était le trouble associé le plus fréquent dans cette revue.',
  'fact-7':
    'Depuis 2013, le principal manuel diagnostique américain mentionne l’hyperréactivité ou l’hyporéactivité aux sensations, par exemple aux sons ou aux textures, parmi les façons dont l’autisme peut se manifester.',
  'fact-8':
    'Vingt enquêtes nationales et régionales menées avec l’Organisation mondiale de la Santé ont montré qu’en moyenne, environ 2,8 % des adultes ont un TDAH, et qu’il passe souvent inaperçu.',
  'fact-9':
    'Chez l’adulte, l’hyperactivité se manifeste souvent par une agitation intérieure plutôt que par le fait de courir ou de grimper partout.',
  'fact-10':
    'Chez les filles et les femmes, le TDAH est souvent repéré plus tard, en partie parce que les traits d’inattention sont plus discrets et plus faciles à manquer que ceux d’hyperactivité.',
  'fact-11':
    'Les adultes qui ont davantage de traits de TDAH disent vivre plus souvent au quotidien un « hyperfocus », c’est-à-dire une absorption profonde dans une activité.',
  'fact-12':
    'Lors d’entretiens de recherche, des adultes avec un TDAH qui ont réussi leur parcours ont décrit des aspects positifs comme l’énergie, la pensée créative, le courage et la résilience.',
  'fact-13':
    'Dans la population générale, les personnes qui ont davantage de traits de TDAH ont tendance à signaler une plus grande sensibilité sensorielle, pour plusieurs sens.',
  'fact-14':
    'La dyspraxie (trouble développemental de la coordination) et le TDAH vont souvent de pair : une revue de 2023 indique qu’ils coexistent dans environ la moitié des cas.',
  'fact-15': 'La dyslexie et le TDAH sont souvent présents chez une même personne.',
  'fact-16':
    'En plus de la vue, de l’ouïe, du toucher, du goût et de l’odorat, votre corps perçoit sa propre position et ses mouvements. Ce sens s’appelle la proprioception.',
  'fact-17':
    'Les psychologues Elaine et Arthur Aron ont introduit en 1997 l’idée de « sensory processing sensitivity » (sensibilité de traitement sensoriel), pour décrire les personnes qui remarquent et traitent leurs expériences en profondeur.',
  'fact-18':
    'La recherche décrit la sensibilité de traitement sensoriel comme un trait courant, en partie héréditaire. Les personnes sensibles peuvent être plus affectées par un environnement difficile, et peuvent aussi tirer davantage profit d’un environnement bienveillant.',
  'fact-19':
    'L’ergothérapeute Winnie Dunn a décrit quatre façons de réagir aux sensations : remarquer moins, rechercher davantage, être sensible, et éviter.',
  'fact-20':
    'L’intéroception est la perception des signaux qui viennent de l’intérieur de votre corps, comme la faim, la soif ou un cœur qui bat vite. La recherche étudie son lien avec la santé mentale.',
  'fact-21':
    'On estime que le trouble développemental de la coordination, souvent appelé dyspraxie, touche environ 1 enfant sur 20.',
  'fact-22':
    'La dyspraxie touche le mouvement et la coordination. Elle concerne des personnes de tous niveaux intellectuels.',
  'fact-23':
    'Les différences de coordination qui apparaissent dans l’enfance se poursuivent souvent à l’âge adulte. C’est pourquoi les recommandations internationales incluent désormais des conseils pour les adultes.',
  'fact-24':
    'La British Dyslexia Association estime qu’environ 1 personne sur 10 est concernée, à des degrés divers, par la dyslexie.',
  'fact-25':
    'Une revue britannique influente a décrit la dyslexie comme un continuum plutôt que comme une catégorie à part, sans seuil net.',
  'fact-26':
    'Le mot « dyslexie » a été introduit dans les années 1880 par Rudolf Berlin, un ophtalmologue allemand.',
  'fact-27':
    'Les spécialistes décrivent la dyslexie comme une différence dans la façon dont le cerveau traite le langage. Elle n’est pas causée par des problèmes de vue.',
  'fact-28':
    'Dans une étude, le simple fait d’espacer davantage les lettres a aidé des enfants dyslexiques à lire plus vite et avec plus de précision, sans aucun entraînement.',
  'fact-29':
    'Le mot « neurodiversité » est apparu à la fin des années 1990. On l’associe le plus souvent à la sociologue australienne Judy Singer, ainsi qu’à l’écrivain Harvey Blume.',
  'fact-30':
    'Les différences du neurodéveloppement se recoupent souvent. Le psychiatre Christopher Gillberg a créé le terme ESSENCE pour encourager à les considérer ensemble plutôt qu’une par une.',
  'fact-31':
    'Le NICE suggère aux équipes de soin d’envisager le questionnaire AQ-10 pour décider s’il faut proposer à une personne adulte une évaluation complète de l’autisme. C’est de cette évaluation que vient un diagnostic. Le questionnaire de ce site n’est pas l’AQ-10.',
  'fact-32':
    'En psychologie, on décrit souvent trois fonctions exécutives de base : garder une information en tête, résister aux distractions et aux impulsions, et passer avec souplesse d’une tâche à l’autre.',
  'fact-33':
    'Une revue bien connue a conclu que les adultes ne peuvent garder en tête qu’environ quatre éléments d’information à la fois. Les listes et les rappels allègent une partie de cette charge.',
};
