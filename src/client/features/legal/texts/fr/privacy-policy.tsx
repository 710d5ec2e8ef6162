/**
 * The Privacy Policy in French, translated as a whole from ../en/privacy-policy.tsx and changed with it. The
 * sections keep the English ids, so that links such as `/privacy-policy#information-we-collect` work here too.
 * The GDPR's terms are those of its French text (RGPD). Written for this site and checked against the English,
 * not yet read by a native-speaking reviewer or a lawyer.
 */
import { Link } from 'wouter';
import { plural } from '../../../../../domain/locale/locale.ts';
import type { LegalDocumentText, LegalSection, LegalTextContext } from '../../legal-document.tsx';

export function privacyPolicyDocument({
  supportEmail,
  answersMonths,
  notFoundLogDays,
  capturedEmailDays,
}: LegalTextContext & { notFoundLogDays: number; capturedEmailDays: number }): LegalDocumentText {
  const contact = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  const yourData = <Link href="/your-data">Vos données</Link>;
  // Not describePeriod, which words a period in English. French "mois" is the same in the singular and the plural;
  // "jour" takes an s: "1 jour", "90 jours".
  const answersPeriod = `${answersMonths} mois`;
  const days = (count: number) => `${count} ${plural(count, { one: 'jour', other: 'jours' }, 'fr')}`;

  const sections: LegalSection[] = [
    {
      title: 'Introduction',
      id: 'introduction',
      content: (
        <>
          <p>
            Traitscope (« nous ») gère ce site, où des adultes peuvent répondre à de courtes auto-évaluations
            sur des traits neurodivergents. Les auto-évaluations servent uniquement à vous informer. Elles ne
            sont pas un diagnostic.
          </p>
          <p>
            Nous sommes le responsable du traitement des données personnelles décrites dans cette politique.
            Nous essayons d’en collecter le moins possible, et nous voulons que vous sachiez exactement ce
            qu’elles deviennent. Cette politique couvre tout ce que vous faites sur ce site, y compris l’achat
            d’un Rapport complet et l’utilisation du programme de parrainage.
          </p>
          <p>
            Si quelque chose n’est pas clair ici, ou si vous avez une question sur vos données, écrivez-nous à{' '}
            {contact}.
          </p>
          <p>
            Si nous modifions cette politique, nous mettrons à jour la date d’entrée en vigueur en haut de
            cette page. Si une modification est importante, nous la signalerons aussi sur le site.
          </p>
        </>
      ),
    },
    {
      title: 'Les informations que nous collectons',
      id: 'information-we-collect',
      content: (
        <>
          <p>
            <strong>
              Vous n’avez pas besoin de nous donner d’informations personnelles pour répondre à une
              auto-évaluation.
            </strong>{' '}
            Il n’y a ni compte, ni nom, ni identifiant de connexion.
          </p>

          <h3>Les informations que vous choisissez de nous donner</h3>
          <p>
            Nous n’avons votre adresse e-mail que si vous nous la donnez. Cela arrive dans deux situations :
          </p>
          <ul>
            <li>
              <strong>Au paiement</strong>, quand vous achetez un Rapport complet. Nous avons besoin de votre
              adresse e-mail pour vous envoyer le rapport.
            </li>
            <li>
              <strong>Dans le programme de parrainage</strong>, quand vous invitez une personne de votre
              entourage en saisissant son adresse e-mail. Nous utilisons cette adresse uniquement pour envoyer
              cette seule invitation. Nous n’envoyons pas de rappel, et nous ne l’utilisons pour rien d’autre.
              Une adresse reçoit de notre part au plus une invitation par période de 30 jours, quelle que soit
              la personne qui la demande. Elle n’en reçoit aucune si la personne à qui elle appartient nous a
              demandé de ne pas l’inviter : une telle invitation reste sur votre liste, mais nous ne
              l’envoyons pas.
            </li>
          </ul>
          <p>
            Si vous nous écrivez, nous avons aussi votre message et l’adresse depuis laquelle vous avez écrit.
          </p>

          <h3>Vos réponses aux auto-évaluations</h3>
          <p>
            Quand vous terminez une auto-évaluation, nous enregistrons vos réponses et le résultat calculé à
            partir d’elles (un score et un niveau). Ils sont enregistrés avec un numéro de visite aléatoire,
            pas avec votre nom. Au bout de {answersPeriod}, le numéro de visite est retiré, et les réponses ne
            sont plus conservées que de façon anonyme.
          </p>
          <p>
            Vos réponses portent sur des sujets comme l’attention, la communication sociale, les expériences
            sensorielles, la coordination ou la lecture. Elles peuvent donc être considérées comme des données
            de santé, que la loi protège avec un soin particulier (article 9 du règlement général sur la
            protection des données, le RGPD). Nous les traitons comme telles.
          </p>
          <p>
            Après les questions, nous en posons trois autres, que vous pouvez passer : depuis quand vous
            remarquez ces expériences, dans quels domaines de la vie quotidienne elles comptent et à quel
            point, et un exemple avec vos propres mots. Vos réponses sont enregistrées avec votre résultat.
            Elles servent uniquement à être citées dans votre Rapport complet, sur la page destinée à un
            professionnel ou une professionnelle de santé. Elles figurent dans votre téléchargement sur la
            page {yourData} et sont effacées avec votre résultat. Au bout de {answersPeriod}, elles sont
            supprimées, et non conservées de façon anonyme : un exemple avec vos propres mots pourrait révéler
            qui vous êtes.
          </p>
          <p>
            Si vous partagez vos résultats, le lien de partage lui-même contient seulement le type
            d’auto-évaluation, votre score, votre niveau et la date. Toute personne à qui vous donnez le lien
            peut voir ce résumé.
          </p>

          <h3>Quand vous achetez un rapport</h3>
          <p>
            Avant votre commande, nous vous demandons votre consentement explicite, avec une case à part qui
            n’est pas cochée d’avance : le consentement à ce que nous enregistrions vos réponses avec votre
            adresse e-mail, pour créer votre rapport et vous l’envoyer. Sans ce consentement, nous ne prenons
            pas de commande. Nous notons quand vous avez donné votre consentement et quelle version de cette
            politique vous avez vue.
          </p>
          <p>
            Nous gardons une trace de votre commande : votre adresse e-mail, l’auto-évaluation concernée, le
            montant, la date, l’éventuel code de réduction, la référence de paiement de notre prestataire de
            paiement, et si l’e-mail du rapport a bien été remis. Nous ne voyons et n’enregistrons jamais
            votre numéro de carte.
          </p>

          <h3>Les informations collectées automatiquement</h3>
          <p>
            Comme la plupart des sites, notre serveur peut enregistrer votre adresse IP et des informations
            sur votre navigateur (par exemple son type et sa version, la page demandée et la page qui
            contenait le lien). Cela se produit dans :
          </p>
          <ul>
            <li>
              <strong>les journaux du serveur</strong>, qui nous servent à faire fonctionner le site et à
              trouver les pannes ;
            </li>
            <li>
              <strong>des limites de sécurité</strong>, qui empêchent une même personne ou une même adresse
              d’envoyer trop de requêtes en peu de temps (limitation du nombre de requêtes) ;
            </li>
            <li>
              <strong>un journal des pages introuvables</strong> : si vous ouvrez sur notre site une adresse
              qui n’existe pas, nous notons cette adresse, le type de votre navigateur et la page qui
              contenait le lien, pour pouvoir réparer les liens cassés.
            </li>
          </ul>

          <h3>Les cookies et le stockage de votre navigateur</h3>
          <ul>
            <li>
              <strong>Un cookie de visite (nécessaire).</strong> C’est un numéro aléatoire qui permet au site
              de reconnaître votre navigateur d’une page à l’autre, par exemple pour que personne d’autre que
              vous ne puisse ouvrir vos résultats. Il ne contient ni votre nom ni vos réponses, et il expire
              au bout d’un an.
            </li>
            <li>
              <strong>Une protection contre la falsification de requêtes (nécessaire).</strong> C’est un
              contrôle de sécurité lié à votre cookie de visite. Il empêche d’autres sites d’envoyer des
              formulaires en votre nom.
            </li>
            <li>
              <strong>Un cookie de choix (nécessaire).</strong> Il indique seulement que vous avez fait un
              choix sur les cookies, pas lequel, pour que les pages s’affichent sans le bandeau des cookies.
              Il expire au bout d’un an.
            </li>
            <li>
              <strong>Un cookie de langue (nécessaire).</strong> Il est déposé seulement quand vous choisissez
              une langue avec le sélecteur de langue, ou quand vous répondez à la suggestion d’une autre
              langue sur la page d’accueil. Il contient le code de la langue (par exemple « fr »), pour que le
              site ne vous pose pas la question une nouvelle fois. Il expire au bout d’un an.
            </li>
            <li>
              <strong>Le stockage local.</strong> Votre navigateur garde vos réponses pendant une
              auto-évaluation en cours (pour qu’un rechargement de la page ne les fasse pas perdre). Il
              retient aussi votre choix sur les cookies, vos préférences de lecture (taille du texte,
              espacement, police, teinte de fond, thème, animations) et vos réglages de lecture à voix haute
              (vitesse, et lecture ou non de chaque nouvelle question). Ces données sont nécessaires pour que
              le site fonctionne comme vous l’avez demandé : elles ne demandent donc pas de consentement. Tout
              cela reste sur votre appareil et ne nous est jamais envoyé. Vous pouvez l’effacer à tout moment
              dans les réglages de votre navigateur.
            </li>
          </ul>

          <h3>Statistiques et mesure d’audience facultatives (seulement avec votre accord)</h3>
          <p>Elles restent désactivées tant que vous ne les activez pas dans les paramètres des cookies :</p>
          <ul>
            <li>
              <strong>Nos propres statistiques</strong> : nous comptons les visites de pages et les
              auto-évaluations terminées sur notre propre serveur, pour améliorer le site (réglage
              « Fonctionnels » ou « Mesure d’audience »).
            </li>
            <li>
              <strong>Google Analytics</strong>, qui mesure l’utilisation du site (réglage « Mesure
              d’audience »).
            </li>
            <li>
              <strong>Un pixel publicitaire de TikTok</strong>, qui mesure si nos publicités mènent à des
              achats (réglage « Marketing »).
            </li>
          </ul>
          <p>
            Google et TikTok ne reçoivent jamais vos réponses ni vos résultats. Ils voient en revanche quelles
            pages vous visitez, par exemple quelle page d’auto-évaluation vous ouvrez. Vous pouvez changer
            votre choix à tout moment avec le bouton « Paramètres des cookies », en bas de chaque page.
          </p>
        </>
      ),
    },
    {
      title: 'Comment nous utilisons vos informations',
      id: 'how-we-use-your-information',
      content: (
        <>
          <p>Nous utilisons vos informations uniquement pour :</p>
          <ul>
            <li>vous montrer vos résultats et les premiers éclairages gratuits ;</li>
            <li>
              traiter votre commande, vous envoyer le Rapport complet en PDF par e-mail, et vous le renvoyer
              si l’envoi échoue ;
            </li>
            <li>
              envoyer l’invitation unique que vous nous demandez d’envoyer à une personne de votre entourage,
              et vous montrer si les personnes invitées ont terminé une auto-évaluation, pour que vous
              puissiez obtenir votre récompense ;
            </li>
            <li>répondre à vos messages et vous aider en cas de problème ;</li>
            <li>
              améliorer nos auto-évaluations, en étudiant l’ensemble des réponses sans savoir qui les a
              données (par exemple, combien de fois chaque réponse à une question est choisie) ;
            </li>
            <li>
              assurer la sécurité et le bon fonctionnement du site : journaux du serveur, limitation du nombre
              de requêtes et réparation des liens cassés ;
            </li>
            <li>
              comprendre comment le site est utilisé, mais seulement si vous avez accepté les statistiques ou
              la mesure d’audience.
            </li>
          </ul>
          <p>
            <strong>Nous ne vendons pas vos données.</strong> Nous utilisons votre adresse e-mail pour votre
            commande et votre rapport, pas pour une liste de diffusion.
          </p>
          <p>
            Vos résultats sont calculés automatiquement à partir de vos réponses. Ce sont des informations
            pour vous seulement : personne ne prend de décision vous concernant sur leur base.
          </p>
        </>
      ),
    },
    {
      title: 'Base légale du traitement',
      id: 'legal-basis-for-processing',
      content: (
        <>
          <p>
            Le RGPD nous permet d’utiliser des données personnelles seulement sur une base légale reconnue.
            Voici les nôtres :
          </p>
          <ul>
            <li>
              <strong>Vous fournir ce que vous avez demandé</strong> (un contrat avec vous, article 6.1.b du
              RGPD) : afficher vos résultats, traiter votre commande et vous remettre votre rapport.
            </li>
            <li>
              <strong>Votre consentement explicite</strong> (article 9.2.a du RGPD) : comme vos réponses
              concernent la santé, nous vous demandons votre consentement explicite avant de les associer à
              votre adresse e-mail, par exemple pour vous envoyer un rapport à leur sujet.
            </li>
            <li>
              <strong>Votre consentement</strong> (article 6.1.a du RGPD) : pour les statistiques
              facultatives, Google Analytics et le pixel TikTok, qui ne fonctionnent que si vous les activez.
            </li>
            <li>
              <strong>Une obligation légale</strong> (article 6.1.c du RGPD) : conserver les données de
              commande qu’exige le droit fiscal et comptable.
            </li>
            <li>
              <strong>Nos intérêts légitimes</strong> (article 6.1.f du RGPD) : assurer la sécurité et le bon
              fonctionnement du site (journaux du serveur, limitation du nombre de requêtes, journal des pages
              introuvables), améliorer nos auto-évaluations par des analyses anonymes, envoyer l’invitation
              unique que vous nous avez demandé d’envoyer à une personne de votre entourage, et empêcher
              l’usage abusif des invitations et des récompenses de parrainage (la liste « Ne pas inviter » et
              les limites par adresse, décrites dans la section « Durée de conservation »). Vous pouvez vous y
              opposer à tout moment (voir la section 7).
            </li>
          </ul>
          <p>
            Vous pouvez retirer votre consentement à tout moment : pour vos réponses et votre adresse e-mail,
            sur la page {yourData}, qui les efface alors ; pour les cookies, avec le bouton « Paramètres des
            cookies ». Ce retrait ne remet pas en cause ce que nous avons fait avec votre consentement avant
            que vous le retiriez.
          </p>
        </>
      ),
    },
    {
      title: 'Partage des informations',
      id: 'sharing-of-information',
      content: (
        <>
          <p>
            <strong>Nous ne vendons ni ne louons vos données personnelles à personne.</strong> Nous les
            partageons seulement avec les quelques prestataires dont nous avons besoin pour faire fonctionner
            le site, et qui ne peuvent les utiliser que selon nos instructions (des sous-traitants, au sens du
            RGPD) :
          </p>
          <ul>
            <li>
              <strong>Stripe</strong>, notre prestataire de paiement. Vous saisissez les données de votre
              carte sur la page de paiement sécurisée de Stripe : nous ne voyons donc jamais votre numéro de
              carte, et nous ne l’enregistrons jamais. Stripe nous indique si le paiement a réussi et nous
              donne une référence de paiement. Stripe a aussi ses propres obligations, par exemple prévenir la
              fraude, selon sa propre politique de confidentialité.
            </li>
            <li>
              <strong>Notre prestataire d’envoi d’e-mails</strong> (Mailgun, dans sa région UE), qui envoie
              les e-mails des rapports et les invitations de parrainage. Il reçoit l’adresse de la personne
              destinataire et le contenu de l’e-mail, qui contient vos résultats quand il s’agit d’un rapport.
              Il nous indique quand un e-mail n’a pas pu être remis parce que l’adresse n’existe pas, ou quand
              un e-mail a été signalé comme spam, pour que nous n’envoyions plus d’invitation à cette adresse.
            </li>
            <li>
              <strong>Notre hébergeur</strong>, dont les serveurs font fonctionner le site et sa base de
              données.
            </li>
            <li>
              <strong>Google et TikTok</strong>, seulement si vous avez activé « Mesure d’audience » ou
              « Marketing » dans les paramètres des cookies (voir la section 2).
            </li>
          </ul>
          <p>
            Certains de ces prestataires peuvent traiter des données en dehors de l’Union européenne. Dans ce
            cas, ils doivent appliquer les garanties qu’exige le RGPD, comme les clauses contractuelles types
            de la Commission européenne.
          </p>
          <p>
            Chez Traitscope, seul un petit nombre de membres habilités de l’équipe peut voir les commandes,
            pour aider en cas de problème de paiement ou d’envoi.
          </p>
          <p>Nous ne transmettons d’informations aux autorités publiques que si la loi nous y oblige.</p>
        </>
      ),
    },
    {
      title: 'Durée de conservation',
      id: 'data-retention',
      content: (
        <>
          <p>
            Nous conservons les informations seulement le temps nécessaire. Une tâche programmée sur notre
            serveur applique ces durées toutes les heures :
          </p>
          <ul>
            <li>
              <strong>Les réponses et les résultats</strong> sont conservés pendant {answersPeriod} avec votre
              numéro de visite aléatoire, et avec votre adresse e-mail si vous avez commandé un rapport.
              Ensuite, le numéro de visite et l’adresse sont retirés, ainsi que vos réponses aux trois
              questions facultatives posées après une auto-évaluation. Il ne reste que les réponses anonymes,
              pour des analyses qui nous aident à améliorer les auto-évaluations.
            </li>
            <li>
              <strong>Les commandes</strong> gardent votre adresse e-mail pendant {answersPeriod}. Ensuite, ou
              quand vous effacez vos données, il ne reste que ce qu’exige le droit fiscal et comptable : le
              montant, la date et la référence de paiement, sans rien qui les relie à vous.
            </li>
            <li>
              <strong>Les e-mails que nous avons envoyés</strong> (la trace de chaque envoi) sont supprimés au
              bout de {answersPeriod}.
            </li>
            <li>
              <strong>L’adresse e-mail d’une personne invitée par parrainage</strong> est conservée seulement
              pour montrer où en est cette invitation à la personne qui l’a envoyée, et pas plus de{' '}
              {answersPeriod}.
            </li>
            <li>
              <strong>La liste « Ne pas inviter »</strong> : chaque invitation contient un lien pour arrêter
              toutes les invitations suivantes. Quand quelqu’un utilise ce lien, ou quand une invitation à
              cette personne n’a pas pu être remise ou a été signalée comme spam, nous notons son adresse sous
              une forme brouillée (une empreinte calculée avec une clé : sans la clé secrète de notre serveur,
              on ne peut ni en retrouver l’adresse, ni la comparer à une liste d’adresses). Nous gardons cette
              note tant que nous envoyons des invitations, car l’oublier annulerait la demande ; pour la même
              raison, effacer vos données ne la supprime pas. Elle ne nomme personne, et elle ne fait jamais
              qu’arrêter des e-mails : les rapports et les liens que vous demandez vous parviennent toujours.
            </li>
            <li>
              <strong>Les limites par adresse</strong> : pour que personne ne puisse utiliser les invitations
              pour remplir la boîte de réception d’une personne inconnue, et pour que les récompenses de
              parrainage restent équitables, nous notons, sous la même forme brouillée, la date de la dernière
              invitation reçue par une adresse et la date de la dernière récompense de parrainage utilisée
              pour elle. Chaque note est supprimée 30 jours plus tard.
            </li>
            <li>
              <strong>Les liens vers la page « Vos données »</strong> fonctionnent une seule fois, pendant une
              heure, et sont supprimés au bout d’un jour. Nous n’enregistrons qu’une forme brouillée de chaque
              lien.
            </li>
            <li>
              <strong>Le journal des pages introuvables</strong> est supprimé au bout de{' '}
              {days(notFoundLogDays)}.
            </li>
            <li>
              <strong>Les copies de test des e-mails</strong> : quand notre envoi d’e-mails est désactivé (par
              exemple sur une installation de test), les e-mails sont gardés dans une boîte de réception
              interne au lieu d’être envoyés, et sont supprimés au bout de {days(capturedEmailDays)}.
            </li>
            <li>
              <strong>Les journaux du serveur</strong> sont conservés seulement le temps nécessaire pour
              assurer la sécurité du site et corriger les pannes.
            </li>
            <li>
              <strong>Le cookie de visite</strong>, <strong>le cookie de choix</strong> et{' '}
              <strong>le cookie de langue</strong> expirent au bout d’un an.{' '}
              <strong>Le stockage local</strong> reste sur votre appareil jusqu’à ce que vous l’effaciez.
            </li>
          </ul>
        </>
      ),
    },
    {
      title: 'Vos droits',
      id: 'your-rights',
      content: (
        <>
          <p>Le RGPD vous donne les droits suivants :</p>
          <ul>
            <li>
              <strong>Accès</strong> : demander une copie des données personnelles que nous détenons sur vous.
            </li>
            <li>
              <strong>Rectification</strong> : nous demander de corriger ce qui est faux, par exemple une
              adresse e-mail mal saisie.
            </li>
            <li>
              <strong>Effacement</strong> : nous demander d’effacer vos données.
            </li>
            <li>
              <strong>Retrait de votre consentement</strong>, à tout moment. Pour les cookies et la mesure
              d’audience, utilisez le bouton « Paramètres des cookies » en bas de chaque page. Pour vos
              réponses et votre adresse e-mail, utilisez la page {yourData}.
            </li>
            <li>
              <strong>Portabilité</strong> : emporter vos données, en les recevant dans un format courant et
              lisible par une machine.
            </li>
            <li>
              <strong>Opposition ou limitation</strong> : nous demander d’arrêter ou de suspendre
              l’utilisation de vos données pour un usage précis.
            </li>
            <li>
              <strong>Réclamation</strong> : introduire une réclamation auprès d’une autorité de contrôle de
              la protection des données, par exemple dans le pays de l’UE où vous vivez ou travaillez.
            </li>
          </ul>
          <p>
            <strong>
              Vous pouvez faire vous-même la plupart de ces démarches, tout de suite, sur la page {yourData}.
            </strong>{' '}
            Saisissez l’adresse e-mail utilisée pour votre commande : nous y envoyons un lien qui fonctionne
            une seule fois, pendant une heure. Il ouvre une page avec chaque résultat, chaque commande et
            chaque invitation que nous détenons pour cette adresse. Là, vous pouvez tout télécharger dans un
            fichier (JSON), corriger l’adresse, ou retirer votre consentement et tout effacer. L’effacement
            supprime partout vos réponses, vos résultats et votre adresse, y compris dans les e-mails que nous
            avons encore ; nous gardons seulement le montant, la date et la référence de paiement de chaque
            commande, comme l’exige le droit fiscal, sans rien qui les relie à vous.
          </p>
          <p>
            Pour corriger l’adresse, nous envoyons un lien de confirmation à la nouvelle adresse. Vos données
            ne passent à la nouvelle adresse que quand ce lien est ouvert, et la page de l’ancienne adresse se
            ferme aussitôt. Si une adresse a seulement été saisie sur un résultat, sans commande depuis cette
            adresse, la page indique ce résultat mais n’en montre jamais les réponses : n’importe qui peut
            saisir n’importe quelle adresse, et les réponses appartiennent à la personne qui les a données.
          </p>
          <p>
            Si vous n’avez pas commandé de rapport, vos résultats sont liés uniquement au cookie de visite de
            votre navigateur : vous pouvez les effacer avec le bouton « Effacer mes résultats » sur votre page
            de résultats.
          </p>
          <p>
            Pour toute autre demande, ou si vous le préférez, écrivez-nous à {contact}. C’est gratuit. Nous
            vous répondrons dans un délai d’un mois. Comme nous ne demandons pas votre nom, nous pourrons vous
            demander une information qui nous aide à retrouver vos données, comme l’adresse e-mail utilisée
            pour une commande. Nous pourrons aussi vérifier que cette adresse est bien la vôtre. Nous gardons
            une trace de chaque effacement (quand, par qui, et combien d’enregistrements), mais jamais de ce
            qui a été effacé.
          </p>
        </>
      ),
    },
    {
      title: 'Sécurité des données',
      id: 'data-security',
      content: (
        <>
          <p>Nous protégeons vos informations avec soin :</p>
          <ul>
            <li>Le site est servi par une connexion chiffrée (HTTPS).</li>
            <li>Les données de carte vont directement à Stripe. Elles ne passent jamais par nos serveurs.</li>
            <li>
              Votre cookie de visite est signé, pour qu’on ne puisse pas le falsifier, et les scripts des
              pages web ne peuvent pas le lire. Chaque formulaire que vous envoyez est vérifié par notre
              protection contre la falsification de requêtes.
            </li>
            <li>La limitation du nombre de requêtes protège le site contre les abus.</li>
            <li>
              L’espace d’administration est protégé par une connexion avec identifiant. Les mots de passe sont
              enregistrés seulement sous une forme brouillée, qui ne permet pas de retrouver le mot de passe.
              Les clés de nos prestataires sont enregistrées sous forme chiffrée.
            </li>
            <li>Nos journaux n’enregistrent jamais de cookies ni de mots de passe.</li>
            <li>Seuls les membres habilités de l’équipe peuvent voir les commandes.</li>
          </ul>
          <p>
            Aucun système n’est parfaitement sûr. Si un problème de sécurité met un jour vos données en
            danger, nous vous en informerons, ainsi que l’autorité de contrôle, comme la loi l’exige.
          </p>
        </>
      ),
    },
    {
      title: 'Nous contacter',
      id: 'contact-us',
      content: (
        <>
          <p>
            Pour toute question sur cette politique ou sur vos données, ou pour exercer vos droits,
            écrivez-nous par e-mail à {contact}.
          </p>
          <p>
            Vous pouvez aussi lire nos <Link href="/terms">Conditions générales</Link>.
          </p>
        </>
      ),
    },
  ];

  return {
    title: 'Politique de confidentialité',
    intro: (
      <p>
        Cette politique explique, avec des mots simples, quelles informations nous collectons, pourquoi, et
        quels choix vous avez. En bref : vous pouvez répondre à toutes les auto-évaluations sans nous dire qui
        vous êtes ; nous n’avons votre adresse e-mail que si vous nous la donnez ; et nous ne vendons jamais
        vos données.
      </p>
    ),
    sections,
  };
}
