/** The Complete Report's practical strategies in French; see ../en/report-strategies.ts. */
import type { StrategyArea, StrategyId, StrategyText } from '../../report/strategies.ts';

export const strategyAreaLabels: Readonly<Record<StrategyArea, string>> = {
  'daily-life': 'Vie quotidienne',
  'work-study': 'Travail ou études',
  relationships: 'Relations',
};

export const strategyTexts: Readonly<Record<StrategyId, StrategyText>> = {
  'outside-memory': {
    title: 'Gardez votre mémoire hors de votre tête',
    text: 'Utilisez un seul agenda et une seule liste de tâches, rangés là où vous les verrez, et consultez-les chaque jour. Ajoutez des rappels pour vos rendez-vous et pour l’étape qui les précède, comme quitter la maison. Suivre ainsi ses rendez-vous et ses tâches est une compétence centrale des programmes de thérapie cognitivo-comportementale (TCC) pour le TDAH de l’adulte.',
  },
  'small-first-step': {
    title: 'Rendez la première étape toute petite',
    text: 'Quand une tâche semble trop grande pour commencer, découpez-la en petites étapes et commencez seulement par la première. Un minuteur peut vous aider à vous lancer et vous offre un moment naturel pour faire une pause. Découper et planifier les tâches font partie des compétences enseignées en thérapie cognitivo-comportementale (TCC) pour le TDAH de l’adulte.',
  },
  'short-focus-blocks': {
    title: 'Travaillez par courtes plages planifiées',
    text: 'Observez combien de temps dure en général votre concentration, puis prévoyez des plages d’environ cette durée, avec de courtes pauses entre elles. Coupez les notifications et gardez une seule tâche ouverte à l’écran pendant chaque plage. Travailler par plages adaptées à sa capacité d’attention fait partie d’un programme de thérapie cognitivo-comportementale (TCC) pour le TDAH de l’adulte.',
  },
  'share-what-helps-adhd': {
    title: 'Dites ce qui vous aide',
    text: 'Expliquer votre façon de fonctionner à vos proches peut éviter des malentendus. Par exemple, il vous arrive peut-être d’interrompre parce qu’une idée vous semble urgente, et non parce que vous n’écoutez pas. Le NICE recommande d’informer et de soutenir les personnes ayant un TDAH et leur famille, et un programme de thérapie cognitivo-comportementale (TCC) invite votre partenaire ou un membre de votre famille à une séance.',
  },
  'energy-planning': {
    title: 'Planifiez votre énergie, pas seulement votre temps',
    text: 'Remarquez quelles activités vous épuisent et lesquelles vous ressourcent. Répartissez les plus exigeantes sur la semaine et prévoyez un temps calme après elles. Dans une étude, des adultes autistes décrivaient l’équilibre entre leurs activités comme une façon de gérer le burn-out.',
  },
  'burnout-signs': {
    title: 'Connaissez vos premiers signes de burn-out',
    text: 'Un épuisement qui dure, la perte de compétences que vous avez d’habitude, et le bruit ou la lumière plus difficiles à supporter sont décrits comme des signes de burn-out autistique. Des adultes autistes disent avoir récupéré grâce à des temps de pause, à des attentes revues à la baisse et à l’acceptation. Le burn-out n’est pas la même chose que la dépression : il est donc utile de le nommer si vous en parlez lors d’une consultation.',
  },
  'masking-cost': {
    title: 'Remarquez ce que le masquage vous coûte',
    text: 'Le masquage consiste à cacher ou à imiter des comportements pour s’intégrer. Il peut aider sur le moment, et il est lié à l’anxiété et à une baisse de moral ; des adultes autistes le décrivent aussi comme une cause de burn-out. Là où vous vous sentez en sécurité, choisissez des lieux et des personnes avec qui vous pouvez ôter le masque, et prévoyez du repos après les jours où ce n’est pas possible.',
  },
  'clear-communication-at-work': {
    title: 'Demandez une communication claire et écrite',
    text: 'Des consignes écrites, un ordre du jour avant les réunions et des retours directs peuvent vous éviter de deviner au travail ou pendant vos études. Le NICE demande aux services de réfléchir à l’effet de l’environnement social et physique sur les adultes autistes, et la même question mérite d’être posée au travail ou dans votre établissement d’études.',
  },
  'double-empathy': {
    title: 'Rappelez-vous que la communication va dans les deux sens',
    text: 'Les malentendus entre personnes autistes et non autistes vont dans les deux sens : l’écart se situe entre les personnes, pas chez une seule. Dans une étude, des personnes autistes se transmettaient des informations entre elles aussi bien que des personnes non autistes. Dire clairement ce que vous voulez dire, et demander gentiment aux autres d’en faire autant, peut aider les deux côtés.',
  },
  'autistic-peers': {
    title: 'Passez du temps avec des personnes qui partagent votre expérience',
    text: 'Dans une étude, l’entente était meilleure quand des personnes autistes parlaient avec d’autres personnes autistes que dans des groupes mixtes, et des adultes autistes décrivent le soutien entre pairs comme une aide face au burn-out. Les groupes de pairs, les communautés en ligne et les associations nationales citées dans ce rapport sont de bons points de départ.',
  },
  'sensory-surroundings-autism': {
    title: 'Adaptez votre environnement sensoriel',
    text: 'Un éclairage plus doux, des vêtements sans étiquettes qui grattent et un coin calme chez vous pourraient alléger la charge de la journée. Dans les lieux animés, beaucoup de personnes choisissent un casque, des bouchons d’oreilles ou des lunettes de soleil. Essayez ce qui vous convient et gardez ce qui vous aide.',
  },
  'recovery-after-socialising': {
    title: 'Convenez d’un temps de récupération',
    text: 'Dire à votre cercle d’amis, à votre famille ou à votre partenaire que vous avez besoin de calme après un moment en société, et que ce n’est pas contre ces personnes, peut les aider à comprendre. Dans une étude, des adultes autistes citaient les temps de pause, des attentes revues à la baisse et la possibilité d’ôter le masque comme des façons de se remettre d’un burn-out.',
  },
  'home-for-everyday-things': {
    title: 'Donnez une place aux objets du quotidien',
    text: 'Choisissez un endroit fixe pour vos clés, votre portefeuille et votre téléphone, par exemple un bol près de la porte. Mettre en place des systèmes simples comme celui-ci fait partie des compétences d’organisation qu’enseignent les traitements psychologiques du TDAH de l’adulte.',
  },
  'pause-before-buying': {
    title: 'Faites une pause avant d’acheter',
    text: 'Pour les achats qui ne sont pas essentiels, attendez un temps fixé, par exemple un jour, avant d’acheter, et supprimez les données de carte enregistrées sur les sites marchands. Le programme UMAAP d’ADHD Ireland associe des informations sur le TDAH à la thérapie d’acceptation et d’engagement, qui exerce à remarquer une impulsion avant d’y donner suite.',
  },
  'deadlines-and-check-ins': {
    title: 'Convenez d’échéances et de points réguliers',
    text: 'Demandez à recevoir les tâches par écrit et découpez les grandes échéances en plus petites, avec un court point à chacune. Le coaching, qui apporte ce type de structure extérieure, fait partie des approches pour les adultes ayant un TDAH que décrivent les revues de la recherche.',
  },
  'work-with-your-energy': {
    title: 'Travaillez avec votre énergie',
    text: 'Placez les tâches qui demandent le plus de concentration au moment de la journée où vous vous sentez en général le plus alerte, et gardez les tâches de routine pour les moments où vous avez moins d’énergie. Organiser sa journée autour d’un agenda et d’une liste de tâches fait partie des programmes de thérapie cognitivo-comportementale (TCC) pour le TDAH de l’adulte.',
  },
  'shared-plans-visible': {
    title: 'Gardez les projets communs visibles',
    text: 'Un agenda ou une liste partagés avec votre partenaire, votre famille ou vos colocataires aide tout le monde à se souvenir des projets et des tâches ménagères, sans qu’une seule personne doive jouer le rôle de pense-bête. Un programme de thérapie cognitivo-comportementale (TCC) pour le TDAH de l’adulte est construit autour d’un agenda et d’une liste de tâches, et invite les partenaires ou la famille à une séance.',
  },
  'notice-the-urge': {
    title: 'Remarquez l’impulsion, puis choisissez',
    text: 'En conversation, essayez de retenir une pensée en prenant une note rapide, puis d’y revenir quand l’autre personne a fini de parler. Dans le programme UMAAP d’ADHD Ireland, qui associe des informations sur le TDAH à la thérapie d’acceptation et d’engagement, la flexibilité psychologique des personnes participantes avait augmenté trois mois plus tard.',
  },
  'prepare-for-change': {
    title: 'Préparez-vous aux changements',
    text: 'Quand des projets changent, demandez autant de préavis et de détails que possible : qui, où et pour combien de temps. Regarder des photos d’un nouveau lieu ou le visiter à l’avance peut le rendre plus prévisible. Des adultes autistes citent les grands changements de vie parmi les sources de stress qui peuvent mener au burn-out.',
  },
  'quiet-and-focus-time': {
    title: 'Protégez vos temps de calme et de concentration',
    text: 'Un poste de travail plus calme, l’autorisation de porter un casque ou quelques jours de télétravail pourraient réduire la charge sensorielle de la journée. Les demandes petites et précises sont les plus faciles à faire accepter.',
  },
  'flexible-structure': {
    title: 'Construisez une structure souple',
    text: 'Des repères fixes, comme les repas et le sommeil, avec entre eux un choix de tâches qui varie, peuvent donner à une journée à la fois de la structure et de la variété. Planifier avec un agenda est une compétence centrale de la thérapie cognitivo-comportementale (TCC) pour le TDAH de l’adulte.',
  },
  'sensory-pattern': {
    title: 'Apprenez à connaître votre profil sensoriel',
    text: 'Pendant une semaine, notez quand vous vous sentez en surcharge et quand vous vous sentez calme : où vous étiez, et ce que vous pouviez entendre, voir et ressentir. La recherche décrit trois façons de faire : réagir fortement aux sensations, réagir peu ou tard, et les rechercher. Savoir lesquelles vous correspondent est une bonne base pour les idées qui suivent.',
  },
  'shape-your-surroundings': {
    title: 'Adaptez votre environnement',
    text: 'Si vous réagissez fortement aux sensations, changez ce que vous pouvez chez vous : une lumière plus chaude ou plus tamisée, des tissus doux, des produits sans parfum et un coin calme où vous retirer. Les petits changements s’additionnent au fil de la journée.',
  },
  'sensory-kit': {
    title: 'Emportez un petit kit sensoriel',
    text: 'Des lunettes de soleil, une casquette, des bouchons d’oreilles ou un casque, une odeur familière ou un objet à manipuler pourraient rendre les lieux animés plus faciles à vivre. Beaucoup de personnes trouvent ce genre de kit rassurant ; observez ce qui fonctionne pour vous.',
  },
  'body-signals': {
    title: 'Soyez à l’écoute des signaux de votre corps',
    text: 'L’intéroception est la perception des signaux qui viennent de l’intérieur du corps, comme la faim et la soif. Si vous ne les remarquez que lorsqu’ils deviennent urgents, essayez des rappels doux pour manger et boire, et un court moment d’écoute de votre corps à quelques heures fixes chaque jour.',
  },
  'sensations-you-enjoy': {
    title: 'Prévoyez les sensations que vous aimez',
    text: 'Si vous recherchez des sensations fortes, offrez-vous des façons sûres d’en profiter : une marche rapide, une couverture lourde, des aliments croquants ou au goût prononcé, ou une musique que vous aimez.',
  },
  'choose-where-you-sit': {
    title: 'Choisissez votre place',
    text: 'Si le bruit ou la lumière vous gênent, demandez un bureau loin des portes, des imprimantes et des fenêtres très lumineuses, ou l’autorisation d’utiliser un casque. Les demandes petites et concrètes sont celles que les autres acceptent le plus facilement.',
  },
  'recovery-in-the-day': {
    title: 'Prévoyez des temps de récupération dans la journée',
    text: 'Si les lieux animés vous épuisent, prévoyez des moments plus calmes : quand c’est possible, déplacez-vous en dehors des heures de pointe, et prenez quelques minutes au calme dans un endroit tranquille après une réunion ou un cours chargé.',
  },
  'concrete-sensory-words': {
    title: 'Décrivez vos sensations avec des mots concrets',
    text: 'Il est plus facile pour les autres d’agir si vous dites « La musique est trop forte pour que je suive ce que vous dites » plutôt que « Je n’aime pas être ici ». Des mots clairs et précis aident les autres à vous aider.',
  },
  'plans-that-suit-everyone': {
    title: 'Faites des projets qui conviennent à tout le monde',
    text: 'Proposez des moments ou des lieux plus calmes pour vous retrouver, et convenez à l’avance que vous pourrez sortir un moment ou partir plus tôt. Avoir un plan permet souvent de rester plus facilement et de passer un bon moment.',
  },
  'technology-for-handwriting': {
    title: 'Laissez la technologie écrire à votre place',
    text: 'Tapez vos notes, gardez des modèles pour les formulaires que vous remplissez souvent, et utilisez la dictée vocale quand la frappe est lente. Utiliser un ordinateur plutôt qu’écrire à la main est l’une des suggestions pour les adultes avec une dyspraxie.',
  },
  'movement-practice': {
    title: 'Apprenez les nouveaux gestes un peu, mais souvent',
    text: 'Apprendre à conduire, un nouveau sport ou une chorégraphie peut vous demander plus d’entraînement qu’à d’autres, comme le constatent beaucoup d’adultes avec une dyspraxie. Les recommandations internationales sur le trouble développemental de la coordination (TDC) privilégient la pratique de l’activité elle-même ; des séances courtes et fréquentes avec une personne patiente pour vous guider sont une façon de le faire.',
  },
  'easier-home-tasks': {
    title: 'Facilitez les tâches à la maison',
    text: 'Des outils comme un hachoir à légumes, des tapis antidérapants et des ustensiles faciles à saisir, ainsi que des vêtements sans fermetures compliquées, peuvent faire gagner du temps et éviter de la frustration. Un accompagnement en ergothérapie peut aider pour les tâches du quotidien, comme préparer les repas.',
  },
  'enjoyable-movement': {
    title: 'Bougez d’une façon qui vous plaît',
    text: 'Une activité physique régulière, comme la natation, la marche ou le yoga, fait partie des suggestions pour les adultes avec une dyspraxie. Choisissez des activités qui vous plaisent et où vous pouvez avancer à votre rythme.',
  },
  'diary-and-routines': {
    title: 'Utilisez un seul agenda et quelques routines',
    text: 'Gardez un seul agenda ou une seule application pour vos projets, et des listes simples à cocher pour ce que vous faites souvent, comme préparer un sac. Tenir un agenda fait partie des suggestions pour les adultes avec une dyspraxie.',
  },
  'what-done-looks-like': {
    title: 'Demandez à voir à quoi ressemble un travail « terminé »',
    text: 'Un exemple de travail terminé et des consignes écrites étape par étape rendent les attentes claires. Des adultes avec une dyspraxie décrivent comme difficile le fait d’organiser leur travail et de noter des informations rapidement : des étapes écrites vous évitent donc de deviner.',
  },
  'buddy-for-new-places': {
    title: 'Trouvez un binôme pour les nouveaux lieux et outils',
    text: 'Une personne avec qui vous travaillez ou étudiez, qui vous montre tranquillement un nouveau trajet, une machine ou une routine, peut faciliter les premières semaines. Apprendre de nouvelles compétences plus lentement fait partie des difficultés au travail que décrivent des adultes avec une dyspraxie.',
  },
  'occupational-therapy': {
    title: 'Renseignez-vous sur l’ergothérapie',
    text: 'Un ou une ergothérapeute peut vous aider dans les tâches quotidiennes qui vous sont difficiles et vous proposer d’autres façons de les faire. Votre médecin peut vous orienter, ou vous dire comment consulter en ergothérapie là où vous vivez.',
  },
  'share-what-is-hard': {
    title: 'Dites ce qui est difficile, et pourquoi',
    text: 'Faire savoir aux autres que renverser des choses ou vous perdre vient de votre façon de coordonner vos mouvements, et non de la négligence, peut les aider à réagir avec bienveillance. Movement Matters publie un dépliant d’information que vous pouvez remettre à un employeur.',
  },
  'activities-that-suit-you': {
    title: 'Proposez des activités qui vous conviennent',
    text: 'Si les sports d’équipe ou la danse vous stressent, proposez des choses que vous aimez faire à plusieurs, comme des promenades, des jeux ou la cuisine, où ce qui compte, c’est d’être ensemble. Les recommandations internationales sur le trouble développemental de la coordination (TDC) placent la participation aux activités de tous les jours au cœur de l’accompagnement.',
  },
  'devices-read-aloud': {
    title: 'Laissez vos appareils vous faire la lecture',
    text: 'La synthèse vocale, intégrée à la plupart des téléphones et des ordinateurs, peut lire à voix haute les e-mails, les pages web et les longs documents. Écouter tout en suivant le texte des yeux est l’une des stratégies technologiques que Jisc décrit pour les personnes dyslexiques qui étudient.',
  },
  dictation: {
    title: 'Parlez au lieu de taper',
    text: 'La reconnaissance vocale vous permet de dicter des messages et des premiers jets. Vous pourrez retravailler les mots ensuite, une fois vos idées posées sur la page.',
  },
  'text-easier-on-the-eye': {
    title: 'Rendez le texte plus reposant pour les yeux',
    text: 'Choisissez une police sans empattement bien lisible, en corps 12 à 14, avec un texte foncé sur un fond crème ou pastel plutôt que blanc. Le guide de style de la British Dyslexia Association recommande ces choix.',
  },
  'spoken-information-in-writing': {
    title: 'Demandez aussi par écrit ce qui est dit à l’oral',
    text: 'Demandez les points clés des réunions ou des cours par écrit, répétez les consignes pour vérifier que vous les avez bien comprises, ou enregistrez une note vocale juste après.',
  },
  'visual-writing-plans': {
    title: 'Planifiez vos écrits de façon visuelle',
    text: 'Des cartes mentales, des listes à puces ou des notes vocales peuvent vous aider à organiser vos idées avant d’écrire des phrases complètes.',
  },
  'ask-about-adjustments': {
    title: 'Renseignez-vous sur les aménagements',
    text: 'Un logiciel d’aide et un enregistreur numérique sont des exemples d’aménagements au travail. Au Royaume-Uni, les employeurs doivent faire des aménagements raisonnables en vertu de l’Equality Act ; les règles diffèrent selon les pays. Demandez donc à votre employeur, à votre établissement d’études ou à l’association nationale de la dyslexie de votre pays ce qui s’applique à vous.',
  },
  'spelling-tools': {
    title: 'Laissez des outils vérifier votre orthographe',
    text: 'Les correcteurs d’orthographe et de grammaire font bien ce travail. Pour les textes importants, une personne de confiance, au travail ou parmi vos proches, peut les relire avant leur envoi.',
  },
  'tell-people-what-works': {
    title: 'Dites aux autres ce qui vous convient',
    text: 'Vous préférez peut-être un appel ou un message vocal à un long message écrit, ou ne pas lire à voix haute en groupe. Le dire tôt évite des moments gênants plus tard.',
  },
  'connect-with-other-readers': {
    title: 'Rencontrez d’autres personnes qui lisent autrement',
    text: 'L’European Dyslexia Association compte des organisations membres dans 24 pays. L’association de votre pays est un lieu pour rencontrer d’autres adultes et échanger des astuces.',
  },
};
