/**
 * The Terms and Conditions in French, translated as a whole from ../en/terms.tsx and changed with it. Where the two
 * differ, the last section lets the version more favourable to the consumer apply: EU law reads unclear standard
 * terms in the consumer's favour anyway (Directive 93/13/EEC, Article 5), so "the English prevails" would promise
 * what it cannot hold. The sections keep the English ids, so that links such as
 * `/terms#payment-and-refunds` work here too. Written for this site and checked against the English, not yet read
 * by a native-speaking reviewer or a lawyer.
 */
import { Link } from 'wouter';
import { REPORT_PRICE_TEXT } from '../../../../../domain/checkout/price.ts';
import type { LegalDocumentText, LegalSection, LegalTextContext } from '../../legal-document.tsx';

export function termsDocument({ supportEmail }: LegalTextContext): LegalDocumentText {
  const contact = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;

  const sections: LegalSection[] = [
    {
      title: 'Acceptation des conditions',
      id: 'agreement-to-terms',
      content: (
        <>
          <p>
            Ces conditions s’appliquent lorsque vous utilisez le site de Traitscope (« nous »), répondez à une
            auto-évaluation, achetez un Rapport complet ou participez au programme de parrainage. En utilisant
            le site, vous les acceptez. Si vous ne les acceptez pas, merci de ne pas utiliser le site.
          </p>
          <p>
            Notre <Link href="/privacy-policy">politique de confidentialité</Link> explique comment nous
            traitons vos informations. Elle fait partie de ces conditions.
          </p>
        </>
      ),
    },
    {
      title: 'À titre d’information – pas un diagnostic',
      id: 'information-only-not-a-diagnosis',
      content: (
        <>
          <p>
            <strong>
              Nos auto-évaluations et nos rapports sont fournis à titre d’information uniquement. Ils ne sont
              pas un diagnostic.
            </strong>{' '}
            Ils ne peuvent pas vous dire si vous êtes autiste, si vous avez un TDAH ou si un autre diagnostic
            vous concerne. Ils ne remplacent pas une évaluation, des conseils ou un traitement par une
            personne qualifiée.
          </p>
          <p>
            Merci de parler de vos résultats avec une personne qualifiée dans le domaine de la santé, par
            exemple votre médecin, votre psychologue ou votre psychiatre. Ne renoncez pas à un avis
            professionnel, et ne le repoussez pas, à cause d’un résultat obtenu sur ce site.
          </p>
          <p>
            Le Rapport complet peut citer des ressources et des centres de diagnostic. Nous les indiquons pour
            vous aider à trouver du soutien ; nous ne recommandons aucun prestataire en particulier, et nous
            n’assumons pas la responsabilité de l’un ou l’autre d’entre eux.
          </p>
          <p>
            Si vous êtes en crise ou si vous ne vous sentez pas en sécurité, contactez tout de suite les
            services d’urgence de votre pays.
          </p>
        </>
      ),
    },
    {
      title: 'Âge minimum',
      id: 'age-requirement',
      content: (
        <>
          <p>
            Les auto-évaluations sont écrites pour les adultes. Vous devez avoir au moins 18 ans pour utiliser
            ce site.
          </p>
          <p>
            Si vous avez moins de 18 ans, vous pouvez utiliser le site seulement avec l’accord d’un parent ou
            d’une autre personne légalement responsable de vous, et avec son accompagnement. Tout achat
            demande aussi l’accord de cette personne.
          </p>
        </>
      ),
    },
    {
      title: 'Vos responsabilités',
      id: 'user-responsibilities',
      content: (
        <>
          <p>Lorsque vous utilisez le site, merci de :</p>
          <ul>
            <li>répondre aux questions honnêtement et pour vous-même ;</li>
            <li>
              vérifier avec soin votre adresse e-mail au moment du paiement, car c’est à cette adresse que
              nous envoyons votre rapport ;
            </li>
            <li>
              n’inviter que des proches à qui une invitation ferait plaisir, et seulement avec leur accord
              pour que vous nous donniez leur adresse e-mail ;
            </li>
            <li>
              garder vos liens de partage pour vous si vous ne voulez pas que d’autres personnes voient le
              résumé de vos résultats.
            </li>
          </ul>
          <p>Merci de ne pas :</p>
          <ul>
            <li>
              essayer de pirater le site, de le surcharger ou de le perturber, ni de contourner ses mesures de
              sécurité ;
            </li>
            <li>
              collecter automatiquement le contenu du site, par exemple avec des outils d’extraction
              (scrapers) ou des robots ;
            </li>
            <li>
              essayer d’obtenir un rapport sans payer, ni utiliser de façon abusive des codes de réduction ou
              de parrainage ;
            </li>
            <li>utiliser le site à des fins illégales.</li>
          </ul>
          <p>Nous pouvons bloquer l’accès de toute personne qui ne respecte pas ces règles.</p>
        </>
      ),
    },
    {
      title: 'Propriété intellectuelle',
      id: 'intellectual-property',
      content: (
        <>
          <p>
            Le site et tout son contenu, y compris les questions, les textes, les rapports, le design et le
            logo, appartiennent à Traitscope ou aux personnes qui nous en ont accordé une licence. Ils sont
            protégés par le droit d’auteur et par d’autres lois.
          </p>
          <p>
            Vous pouvez utiliser le site et votre propre rapport à des fins personnelles et non commerciales.
            Vous pouvez tout à fait imprimer votre rapport et le partager avec les personnes qui vous soignent
            ou avec des personnes de confiance.
          </p>
          <p>
            Sans notre autorisation écrite, vous ne pouvez pas copier, vendre, republier ou adapter les
            auto-évaluations, les rapports ou d’autres contenus.
          </p>
        </>
      ),
    },
    {
      title: 'Paiement et remboursements',
      id: 'payment-and-refunds',
      content: (
        <>
          <h3>Prix et paiement</h3>
          <ul>
            <li>
              Le Rapport complet coûte {REPORT_PRICE_TEXT} : c’est le prix que vous payez, TVA comprise.
            </li>
            <li>
              Le paiement est géré par notre prestataire de paiement, Stripe. Vous saisissez les données de
              votre carte sur sa page de paiement sécurisée. Nous ne recevons pas et ne conservons pas les
              données de votre carte.
            </li>
            <li>
              Nous envoyons le rapport au format PDF à l’adresse e-mail que vous indiquez lors du paiement, en
              général en quelques minutes.
            </li>
            <li>
              Les codes de réduction et les codes de récompense ne peuvent pas être échangés contre de
              l’argent, et un code de récompense ne peut être utilisé qu’une seule fois.
            </li>
          </ul>

          <h3>Remboursements</h3>
          <p>
            Le Rapport complet est un contenu numérique, fourni immédiatement. C’est pourquoi, en général,
            nous ne remboursons pas un rapport une fois qu’il a été livré.
          </p>
          <p>
            Dans l’Union européenne, les consommatrices et les consommateurs disposent normalement de 14 jours
            pour se rétracter après un achat en ligne. Lorsque vous demandez que votre rapport soit livré
            immédiatement, vous acceptez que la livraison commence tout de suite, et vous reconnaissez perdre
            ce droit de rétractation dès que la livraison a commencé.
          </p>

          <h3>Si votre rapport n’arrive pas</h3>
          <p>
            Si votre rapport n’arrive pas, ou si le fichier ne s’ouvre pas, merci de nous le signaler à{' '}
            {contact} dans les 7 jours suivant votre achat. Vérifiez d’abord votre dossier de courrier
            indésirable (spam). Nous vous enverrons le rapport à nouveau et, si nous ne pouvons pas vous le
            livrer, nous vous rembourserons.
          </p>

          <p>
            <strong>Vos droits légaux ne sont pas touchés.</strong> Rien dans ces conditions ne limite les
            droits que la loi vous donne en tant que consommatrice ou consommateur dans l’Union européenne,
            par exemple si un rapport n’est pas livré ou ne correspond pas à sa description.
          </p>
        </>
      ),
    },
    {
      title: 'Limitation de responsabilité',
      id: 'limitation-of-liability',
      content: (
        <>
          <p>
            Nous faisons de notre mieux pour que nos auto-évaluations soient soignées et utiles. Mais elles
            sont fournies à titre d’information uniquement, et nous ne pouvons pas promettre que les résultats
            sont complets ou exacts dans votre cas. Nous ne sommes pas responsables des décisions que vous
            prenez sur la seule base de vos résultats, sans avis professionnel.
          </p>
          <p>
            Dans la mesure permise par la loi, notre responsabilité totale envers vous, pour tout ce qui
            concerne le site ou un rapport, est limitée au montant que vous nous avez payé.
          </p>
          <p>
            Cela ne limite pas notre responsabilité lorsque la loi ne permet pas de la limiter, par exemple en
            cas de décès ou de dommage corporel causé par notre négligence, en cas de fraude, ou pour un
            préjudice que nous causons volontairement ou par négligence grave.
          </p>
        </>
      ),
    },
    {
      title: 'Modification des conditions',
      id: 'modification-of-terms',
      content: (
        <>
          <p>
            Nous pouvons mettre à jour ces conditions de temps en temps, par exemple lorsque nous ajoutons des
            fonctionnalités ou que la loi change. Dans ce cas, nous changerons la date d’entrée en vigueur
            indiquée en haut de cette page.
          </p>
          <p>
            Les conditions qui s’appliquent à un achat sont celles en vigueur le jour de cet achat. Si vous
            continuez à utiliser le site après une modification, les nouvelles conditions s’appliquent à cette
            utilisation.
          </p>
        </>
      ),
    },
    {
      title: 'Droit applicable',
      id: 'governing-law',
      content: (
        <>
          <p>Ces conditions sont régies par le droit de l’Union européenne.</p>
          <p>
            Si vous êtes consommatrice ou consommateur, cela ne vous retire pas la protection que vous donnent
            les règles impératives de protection des consommateurs du pays où vous vivez.
          </p>
          <p>
            En cas de problème, merci de nous contacter d’abord. Nous aimerions vous aider à trouver une
            solution.
          </p>
        </>
      ),
    },
    {
      title: 'Contact',
      id: 'contact-information',
      content: <p>Si vous avez des questions sur ces conditions, écrivez-nous par e-mail à {contact}.</p>,
    },
    {
      title: 'Versions linguistiques',
      id: 'language-versions',
      content: (
        <p>
          Ces conditions sont une traduction de la version anglaise. Si les deux versions diffèrent, c’est la
          version la plus favorable pour vous, en tant que consommatrice ou consommateur, qui s’applique.
        </p>
      ),
    },
  ];

  return {
    title: 'Conditions générales',
    intro: (
      <p>
        Ces conditions expliquent les règles pour utiliser Traitscope et acheter un Rapport complet. Nous les
        avons voulues aussi courtes et claires que possible. Le point le plus important : nos auto-évaluations
        vous donnent des informations, pas un diagnostic.
      </p>
    ),
    sections,
  };
}
