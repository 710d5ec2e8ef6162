/**
 * The Privacy Policy in Dutch, translated as a whole from ../en/privacy-policy.tsx and changed with it. The
 * sections keep the English ids, so that links such as `/privacy-policy#information-we-collect` work here too.
 * The GDPR's terms are those of its Dutch text (AVG). Written for this site and checked against the English,
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
  const yourData = <Link href="/your-data">Uw gegevens</Link>;
  // Not describePeriod, which words a period in English. Dutch does not decline the unit around it: "12 maanden
  // lang", "na 12 maanden", "na 90 dagen"; only the singular differs: "1 maand", "1 dag".
  const answersPeriod = `${answersMonths} ${plural(answersMonths, { one: 'maand', other: 'maanden' }, 'nl')}`;
  const days = (count: number) => `${count} ${plural(count, { one: 'dag', other: 'dagen' }, 'nl')}`;

  const sections: LegalSection[] = [
    {
      title: 'Inleiding',
      id: 'introduction',
      content: (
        <>
          <p>
            Traitscope (“we”, “wij”, “ons”) beheert deze website. Hier kunnen volwassenen korte
            zelfinschattingen doen over neurodivergente kenmerken. De zelfinschattingen zijn alleen bedoeld
            als informatie. Ze zijn geen diagnose.
          </p>
          <p>
            Wij zijn de verwerkingsverantwoordelijke voor de persoonsgegevens die deze privacyverklaring
            beschrijft. We proberen zo weinig mogelijk te verzamelen, en we willen dat u precies weet wat
            ermee gebeurt. Deze verklaring geldt voor alles wat u op deze website doet, ook voor het kopen van
            een Volledig rapport en het gebruik van het uitnodigingsprogramma.
          </p>
          <p>
            Is hier iets onduidelijk, of hebt u een vraag over uw gegevens? Stuur ons dan een e-mail via{' '}
            {contact}.
          </p>
          <p>
            Als we deze verklaring wijzigen, passen we de ingangsdatum bovenaan deze pagina aan. Is een
            wijziging belangrijk, dan wijzen we daar ook op de website op.
          </p>
        </>
      ),
    },
    {
      title: 'Welke informatie we verzamelen',
      id: 'information-we-collect',
      content: (
        <>
          <p>
            <strong>U hoeft ons geen persoonlijke informatie te geven om een zelfinschatting te doen.</strong>{' '}
            Er is geen account, geen naam en geen inlog.
          </p>

          <h3>Informatie die u ons zelf geeft</h3>
          <p>We hebben uw e-mailadres alleen als u het ons geeft. Dat gebeurt in twee situaties:</p>
          <ul>
            <li>
              <strong>Bij het afrekenen</strong>, als u een Volledig rapport koopt. We hebben uw e-mailadres
              nodig om u het rapport te sturen.
            </li>
            <li>
              <strong>In het uitnodigingsprogramma</strong>, als u iemand uitnodigt door het e-mailadres van
              die persoon in te vullen. We gebruiken dat adres alleen om die ene uitnodiging te sturen. We
              sturen geen herinneringen en gebruiken het adres nergens anders voor. Een adres krijgt van ons
              hoogstens één uitnodiging per 30 dagen, wie er ook om vraagt. En het krijgt er geen als de
              eigenaar van het adres ons heeft gevraagd om niet uitgenodigd te worden: zo’n uitnodiging blijft
              op uw lijst staan, maar we versturen haar niet.
            </li>
          </ul>
          <p>
            Als u ons een bericht stuurt, hebben we ook dat bericht en het adres waarvandaan u het stuurde.
          </p>

          <h3>Uw antwoorden in de zelfinschattingen</h3>
          <p>
            Als u een zelfinschatting afrondt, bewaren we uw antwoorden en het resultaat dat daaruit is
            berekend (een score en een niveau). Ze worden bewaard met een willekeurig bezoekersnummer, niet
            met uw naam. Na {answersPeriod} wordt het bezoekersnummer verwijderd, en blijven de antwoorden
            alleen anoniem bewaard.
          </p>
          <p>
            Uw antwoorden gaan over dingen als aandacht, sociale communicatie, zintuiglijke ervaringen,
            coördinatie of lezen. Daardoor kunnen ze gelden als gezondheidsgegevens, die de wet extra
            zorgvuldig beschermt (artikel 9 van de Algemene verordening gegevensbescherming, de AVG). Zo
            behandelen we ze ook.
          </p>
          <p>
            Na de vragen stellen we er nog drie, die u mag overslaan: sinds wanneer u deze ervaringen merkt,
            waar ze in het dagelijks leven een rol spelen en hoe sterk, en een voorbeeld in uw eigen woorden.
            Uw antwoorden daarop worden met uw resultaat bewaard. We gebruiken ze alleen om ze te citeren in
            uw Volledig rapport, op de pagina voor een zorgverlener. Ze staan in uw download op de pagina{' '}
            {yourData} en worden samen met uw resultaat gewist. Na {answersPeriod} worden ze verwijderd, niet
            anoniem bewaard: een voorbeeld in uw eigen woorden kan verraden wie u bent.
          </p>
          <p>
            Als u uw resultaten deelt, bevat de deellink zelf alleen het soort zelfinschatting, uw score, uw
            niveau en de datum. Iedereen aan wie u de link geeft, kan die samenvatting zien.
          </p>

          <h3>Als u een rapport koopt</h3>
          <p>
            Voordat u bestelt, vragen we uw uitdrukkelijke toestemming, met een apart vakje dat niet al voor u
            is aangevinkt: dat we uw antwoorden samen met uw e-mailadres bewaren om uw rapport te maken en
            naar u te sturen. Zonder die toestemming nemen we geen bestelling aan. We leggen vast wanneer u
            toestemming gaf en welke versie van deze verklaring u zag.
          </p>
          <p>
            We bewaren een registratie van uw bestelling: uw e-mailadres, voor welke zelfinschatting die is,
            het bedrag, de datum, een eventuele kortingscode, de betalingsreferentie van onze
            betaaldienstverlener en of de e-mail met het rapport is afgeleverd. Uw kaartnummer zien en bewaren
            we nooit.
          </p>

          <h3>Automatisch verzamelde informatie</h3>
          <p>
            Zoals bij de meeste websites kan onze server uw IP-adres en informatie over uw browser vastleggen
            (zoals het type en de versie, de pagina die u opvroeg en de pagina die ernaar linkte). Dat gebeurt
            in:
          </p>
          <ul>
            <li>
              <strong>serverlogs</strong>, die we gebruiken om de website draaiende te houden en fouten op te
              sporen;
            </li>
            <li>
              <strong>veiligheidslimieten</strong>, die voorkomen dat er in korte tijd te veel verzoeken komen
              van één bezoeker of één adres (rate limiting);
            </li>
            <li>
              <strong>een logboek van niet-gevonden pagina’s</strong>: als u op onze website een adres opent
              dat niet bestaat, noteren we dat adres, uw browsertype en de pagina die ernaar linkte. Zo kunnen
              we kapotte links herstellen.
            </li>
          </ul>

          <h3>Cookies en de opslag van uw browser</h3>
          <ul>
            <li>
              <strong>Een bezoekerscookie (noodzakelijk).</strong> Dit is een willekeurig getal waarmee de
              website uw browser van de ene pagina naar de volgende herkent, bijvoorbeeld zodat alleen u uw
              resultaten kunt openen. Deze cookie bevat niet uw naam of uw antwoorden, en verloopt na één
              jaar.
            </li>
            <li>
              <strong>Bescherming tegen vervalste verzoeken (noodzakelijk).</strong> Een veiligheidscontrole
              die aan uw bezoekerscookie is gekoppeld. Die voorkomt dat andere websites namens u formulieren
              naar ons sturen.
            </li>
            <li>
              <strong>Een cookie voor uw cookiekeuze (noodzakelijk).</strong> Deze cookie zegt alleen dat u
              een keuze over cookies hebt gemaakt, niet welke, zodat pagina’s zonder de cookiebanner
              verschijnen. Hij verloopt na één jaar.
            </li>
            <li>
              <strong>Een taalcookie (noodzakelijk).</strong> Deze cookie wordt alleen geplaatst als u met de
              taalkeuze een taal kiest, of als u reageert op het voorstel van een andere taal op de
              startpagina. Hij bevat de code van de taal (zoals “nl”), zodat de website het niet opnieuw
              vraagt. Hij verloopt na één jaar.
            </li>
            <li>
              <strong>Lokale opslag.</strong> Uw browser bewaart uw antwoorden terwijl u een zelfinschatting
              invult (zodat ze niet verloren gaan als u de pagina opnieuw laadt). Hij onthoudt ook uw
              cookiekeuze, uw leesvoorkeuren (tekstgrootte, afstand, lettertype, achtergrondtint, thema,
              beweging) en uw voorleesinstellingen (snelheid, en of elke nieuwe vraag wordt voorgelezen). Deze
              zijn nodig om de website te laten werken zoals u hebt gevraagd, dus daarvoor is geen toestemming
              nodig. Dit blijft op uw apparaat en wordt nooit naar ons gestuurd. U kunt het altijd wissen in
              de instellingen van uw browser.
            </li>
          </ul>

          <h3>Optionele statistieken en analyse (alleen als u ermee instemt)</h3>
          <p>Deze staan uit tot u ze aanzet in de cookie-instellingen:</p>
          <ul>
            <li>
              <strong>Onze eigen statistieken</strong>: we tellen paginabezoeken en afgeronde
              zelfinschattingen op onze eigen server, om de website te verbeteren (instelling “Functioneel” of
              “Analyse”).
            </li>
            <li>
              <strong>Google Analytics</strong>, dat meet hoe de website wordt gebruikt (instelling
              “Analyse”).
            </li>
            <li>
              <strong>Een advertentiepixel van TikTok</strong>, die meet of onze advertenties tot aankopen
              leiden (instelling “Marketing”).
            </li>
          </ul>
          <p>
            Google en TikTok krijgen nooit uw antwoorden of uw resultaten. Ze zien wel welke pagina’s u
            bezoekt, bijvoorbeeld welke pagina van een zelfinschatting u opent. U kunt uw keuze altijd
            wijzigen met de knop “Cookie-instellingen” onderaan elke pagina.
          </p>
        </>
      ),
    },
    {
      title: 'Hoe we uw informatie gebruiken',
      id: 'how-we-use-your-information',
      content: (
        <>
          <p>We gebruiken uw informatie alleen om:</p>
          <ul>
            <li>u uw resultaten en de gratis eerste inzichten te tonen;</li>
            <li>
              uw bestelling te verwerken, u het Volledig rapport als PDF te e-mailen, en het opnieuw te sturen
              als de bezorging mislukt;
            </li>
            <li>
              de ene uitnodiging te sturen die u ons vraagt te sturen naar iemand die u kent, en u te laten
              zien of de mensen die u hebt uitgenodigd een zelfinschatting hebben afgerond, zodat u uw
              beloning kunt krijgen;
            </li>
            <li>uw berichten te beantwoorden en u te helpen bij problemen;</li>
            <li>
              onze zelfinschattingen te verbeteren, door de antwoorden als geheel te bestuderen zonder te
              weten wie ze gaf (bijvoorbeeld hoe vaak elk antwoord op een vraag wordt gekozen);
            </li>
            <li>
              de website veilig en werkend te houden: serverlogs, rate limiting en het herstellen van kapotte
              links;
            </li>
            <li>
              te begrijpen hoe de website wordt gebruikt, maar alleen als u hebt ingestemd met statistieken of
              analyse.
            </li>
          </ul>
          <p>
            <strong>We verkopen uw gegevens niet.</strong> We gebruiken uw e-mailadres voor uw bestelling en
            uw rapport, niet voor een mailinglijst.
          </p>
          <p>
            Uw resultaten worden automatisch berekend uit uw antwoorden. Ze zijn informatie alleen voor u:
            niemand neemt op basis daarvan besluiten over u.
          </p>
        </>
      ),
    },
    {
      title: 'Rechtsgrond voor de verwerking',
      id: 'legal-basis-for-processing',
      content: (
        <>
          <p>
            De AVG staat ons alleen toe persoonsgegevens te gebruiken op een erkende rechtsgrond. Onze
            rechtsgronden zijn:
          </p>
          <ul>
            <li>
              <strong>Leveren waar u om vroeg</strong> (een overeenkomst met u, artikel 6, lid 1, onder b,
              AVG): uw resultaten tonen, uw bestelling verwerken en uw rapport leveren.
            </li>
            <li>
              <strong>Uw uitdrukkelijke toestemming</strong> (artikel 9, lid 2, onder a, AVG): omdat uw
              antwoorden over gezondheid gaan, vragen we uw uitdrukkelijke toestemming voordat we ze aan uw
              e-mailadres koppelen, bijvoorbeeld om u er een rapport over te sturen.
            </li>
            <li>
              <strong>Uw toestemming</strong> (artikel 6, lid 1, onder a, AVG): voor de optionele
              statistieken, Google Analytics en de TikTok-pixel, die alleen werken als u ze aanzet.
            </li>
            <li>
              <strong>Een wettelijke verplichting</strong> (artikel 6, lid 1, onder c, AVG): het bewaren van
              bestelgegevens die de belasting- en boekhoudwetgeving voorschrijft.
            </li>
            <li>
              <strong>Onze gerechtvaardigde belangen</strong> (artikel 6, lid 1, onder f, AVG): de website
              veilig en werkend houden (serverlogs, rate limiting, het logboek van niet-gevonden pagina’s),
              onze zelfinschattingen verbeteren met anonieme analyse, de ene uitnodiging sturen die u ons
              vroeg te sturen naar iemand die u kent, en voorkomen dat uitnodigingen en beloningen voor
              doorverwijzingen worden misbruikt (de lijst “Niet uitnodigen” en de limieten per adres,
              beschreven onder “Bewaartermijnen”). U kunt hier altijd bezwaar tegen maken (zie paragraaf 7).
            </li>
          </ul>
          <p>
            U kunt uw toestemming altijd intrekken: voor uw antwoorden en e-mailadres op de pagina {yourData},
            die ze dan wist; voor cookies met de knop “Cookie-instellingen”. Dat verandert niets aan wat we
            met uw toestemming hebben gedaan voordat u die introk.
          </p>
        </>
      ),
    },
    {
      title: 'Delen van informatie',
      id: 'sharing-of-information',
      content: (
        <>
          <p>
            <strong>We verkopen of verhuren uw persoonsgegevens aan niemand.</strong> We delen ze alleen met
            de paar dienstverleners die we nodig hebben om de website te laten werken. Zij mogen ze alleen
            volgens onze instructies gebruiken (als verwerkers, in de zin van de AVG):
          </p>
          <ul>
            <li>
              <strong>Stripe</strong>, onze betaaldienstverlener. U vult uw kaartgegevens in op de beveiligde
              betaalpagina van Stripe, dus wij zien en bewaren uw kaartnummer nooit. Stripe laat ons weten of
              de betaling is gelukt en geeft ons een betalingsreferentie. Stripe heeft ook eigen plichten,
              bijvoorbeeld om fraude te voorkomen, volgens zijn eigen privacybeleid.
            </li>
            <li>
              <strong>Onze dienst voor het versturen van e-mail</strong> (Mailgun, in zijn EU-regio), die de
              e-mails met rapporten en de uitnodigingen van het uitnodigingsprogramma verstuurt. Deze dienst
              krijgt het adres van de ontvanger en de inhoud van de e-mail; bij een rapport staan daar uw
              resultaten in. De dienst laat ons weten als een e-mail niet kon worden afgeleverd omdat het
              adres niet bestaat, of als de e-mail als spam is gemeld. Dan sturen we geen uitnodigingen meer
              naar dat adres.
            </li>
            <li>
              <strong>Onze hostingprovider</strong>: op zijn servers draaien de website en de database.
            </li>
            <li>
              <strong>Google en TikTok</strong>, alleen als u in de cookie-instellingen “Analyse” of
              “Marketing” hebt aangezet (zie paragraaf 2).
            </li>
          </ul>
          <p>
            Sommige van deze dienstverleners verwerken gegevens mogelijk buiten de Europese Unie. In dat geval
            moeten ze de waarborgen toepassen die de AVG vereist, zoals de standaardcontractbepalingen van de
            Europese Commissie.
          </p>
          <p>
            Binnen Traitscope kan maar een klein aantal bevoegde medewerkers bestellingen inzien, om te helpen
            bij problemen met betaling en bezorging.
          </p>
          <p>We geven alleen informatie aan overheidsinstanties als de wet ons daartoe verplicht.</p>
        </>
      ),
    },
    {
      title: 'Bewaartermijnen',
      id: 'data-retention',
      content: (
        <>
          <p>
            We bewaren informatie alleen zo lang als we die nodig hebben. Een geplande taak op onze server
            past deze termijnen elk uur toe:
          </p>
          <ul>
            <li>
              <strong>Antwoorden en resultaten</strong> worden {answersPeriod} lang bewaard met uw
              willekeurige bezoekersnummer, en met uw e-mailadres als u een rapport hebt besteld. Daarna
              worden het bezoekersnummer en het adres verwijderd, samen met uw antwoorden op de drie
              vrijwillige vragen na een zelfinschatting. Alleen de anonieme antwoorden blijven over, voor
              analyse die ons helpt de zelfinschattingen te verbeteren.
            </li>
            <li>
              <strong>Bij bestellingen</strong> bewaren we uw e-mailadres {answersPeriod} lang. Daarna, of als
              u uw gegevens wist, blijft alleen wat de belasting- en boekhoudwetgeving voorschrijft: het
              bedrag, de datum en de betalingsreferentie, zonder iets dat ze aan u koppelt.
            </li>
            <li>
              <strong>E-mails die we hebben verstuurd</strong> (de registratie van elke bezorging) worden na{' '}
              {answersPeriod} verwijderd.
            </li>
            <li>
              <strong>Het e-mailadres van iemand die via het uitnodigingsprogramma is uitgenodigd</strong>{' '}
              bewaren we alleen om de persoon die de uitnodiging stuurde de status ervan te laten zien, en
              niet langer dan {answersPeriod}.
            </li>
            <li>
              <strong>De lijst “Niet uitnodigen”</strong>: elke uitnodiging bevat een link om alle verdere
              uitnodigingen te stoppen. Gebruikt iemand die link, of kon een uitnodiging aan die persoon niet
              worden afgeleverd of is ze als spam gemeld? Dan noteren we het adres in een onherkenbare vorm
              (een hash met een sleutel: zonder de geheime sleutel van onze server kan die niet worden
              teruggerekend naar het adres, en ook niet worden vergeleken met een lijst van adressen). We
              bewaren deze notitie zolang we uitnodigingen versturen, want als we haar zouden vergeten, zou
              het verzoek ongedaan worden gemaakt. Om dezelfde reden verdwijnt ze niet als u uw gegevens wist.
              Ze noemt niemand, en ze stopt alleen e-mails: rapporten en links die u zelf aanvraagt, komen nog
              steeds bij u aan.
            </li>
            <li>
              <strong>Limieten per adres</strong>: om te voorkomen dat iemand uitnodigingen gebruikt om de
              mailbox van een onbekende te vullen, en om beloningen voor doorverwijzingen eerlijk te houden,
              noteren we in dezelfde onherkenbare vorm wanneer een adres voor het laatst een uitnodiging kreeg
              en wanneer er voor het laatst een beloning voor werd gebruikt. Elke notitie wordt 30 dagen later
              verwijderd.
            </li>
            <li>
              <strong>Links naar de pagina “Uw gegevens”</strong> werken één keer, één uur lang, en worden na
              een dag verwijderd. We bewaren van elke link alleen een onherkenbare vorm.
            </li>
            <li>
              <strong>Het logboek van niet-gevonden pagina’s</strong> wordt na {days(notFoundLogDays)}{' '}
              verwijderd.
            </li>
            <li>
              <strong>Testkopieën van e-mails</strong>: als het versturen van e-mail bij ons uitstaat
              (bijvoorbeeld op een testinstallatie), worden e-mails in een interne mailbox bewaard in plaats
              van verstuurd, en na {days(capturedEmailDays)} verwijderd.
            </li>
            <li>
              <strong>Serverlogs</strong> worden alleen bewaard zolang dat nodig is om de website veilig te
              houden en fouten te herstellen.
            </li>
            <li>
              <strong>De bezoekerscookie</strong>, <strong>de cookie voor uw cookiekeuze</strong> en{' '}
              <strong>de taalcookie</strong> verlopen na één jaar. <strong>De lokale opslag</strong> blijft op
              uw apparaat tot u die wist.
            </li>
          </ul>
        </>
      ),
    },
    {
      title: 'Uw rechten',
      id: 'your-rights',
      content: (
        <>
          <p>Volgens de AVG hebt u de volgende rechten:</p>
          <ul>
            <li>
              <strong>Inzage</strong>: u kunt een kopie vragen van de persoonsgegevens die we over u hebben.
            </li>
            <li>
              <strong>Correctie</strong>: u kunt ons vragen iets te verbeteren dat niet klopt, zoals een
              verkeerd getypt e-mailadres.
            </li>
            <li>
              <strong>Wissen</strong>: u kunt ons vragen uw gegevens te wissen.
            </li>
            <li>
              <strong>Uw toestemming intrekken</strong>, op elk moment. Gebruik voor cookies en analyse de
              knop “Cookie-instellingen” onderaan elke pagina. Gebruik voor uw antwoorden en e-mailadres de
              pagina {yourData}.
            </li>
            <li>
              <strong>Meenemen</strong> (overdraagbaarheid): u kunt uw gegevens krijgen in een gangbaar,
              machineleesbaar formaat.
            </li>
            <li>
              <strong>Bezwaar of beperking</strong>: u kunt ons vragen het gebruik van uw gegevens voor een
              bepaald doel te stoppen of te pauzeren.
            </li>
            <li>
              <strong>Klacht</strong>: u kunt een klacht indienen bij een toezichthoudende autoriteit voor
              gegevensbescherming, bijvoorbeeld in het EU-land waar u woont of werkt.
            </li>
          </ul>
          <p>
            <strong>Het meeste daarvan kunt u zelf en meteen doen op de pagina {yourData}.</strong> Vul het
            e-mailadres in waarmee u hebt besteld. We sturen daar een link naartoe die één keer werkt, één uur
            lang. Die link opent een pagina met elk resultaat, elke bestelling en elke uitnodiging die we voor
            dat adres hebben. Daar kunt u alles downloaden als bestand (JSON), het adres corrigeren, of uw
            toestemming intrekken en alles wissen. Wissen verwijdert uw antwoorden, resultaten en adres
            overal, ook uit de e-mails die we nog hebben. We houden alleen het bedrag, de datum en de
            betalingsreferentie van elke bestelling, zoals de belastingwet voorschrijft, zonder iets dat ze
            aan u koppelt.
          </p>
          <p>
            Om het adres te corrigeren, sturen we een bevestigingslink naar het nieuwe adres. Uw gegevens gaan
            pas over als die link wordt geopend, en de pagina voor het oude adres sluit meteen. Is een adres
            alleen bij een resultaat ingetypt, zonder bestelling vanaf dat adres? Dan toont de pagina dat
            resultaat wel, maar nooit de antwoorden: iedereen kan elk adres intypen, en de antwoorden zijn van
            degene die ze gaf.
          </p>
          <p>
            Hebt u geen rapport besteld? Dan zijn uw resultaten alleen gekoppeld aan de bezoekerscookie van uw
            browser. U kunt ze wissen met de knop “Mijn resultaten wissen” op uw resultatenpagina.
          </p>
          <p>
            Voor al het andere, of als u dat liever hebt, kunt u ons mailen op {contact}. Dat is gratis. We
            antwoorden binnen een maand. Omdat we niet naar uw naam vragen, vragen we u misschien om iets
            waarmee we uw gegevens kunnen vinden, zoals het e-mailadres dat u voor een bestelling gebruikte.
            Ook controleren we misschien of het adres echt van u is. We leggen vast dat er iets is gewist
            (wanneer, door wie en hoeveel records), maar nooit wat er is gewist.
          </p>
        </>
      ),
    },
    {
      title: 'Beveiliging van gegevens',
      id: 'data-security',
      content: (
        <>
          <p>We beschermen uw informatie zorgvuldig:</p>
          <ul>
            <li>De website werkt via een versleutelde verbinding (HTTPS).</li>
            <li>Kaartgegevens gaan rechtstreeks naar Stripe. Ze komen nooit langs onze servers.</li>
            <li>
              Uw bezoekerscookie is ondertekend, zodat niemand die kan vervalsen, en scripts op webpagina’s
              kunnen die niet lezen. Elk formulier dat u verstuurt, wordt gecontroleerd door onze bescherming
              tegen vervalste verzoeken.
            </li>
            <li>Rate limiting beschermt de website tegen misbruik.</li>
            <li>
              Het beheergedeelte is beveiligd met een inlog. Wachtwoorden worden alleen bewaard in een
              onherkenbare vorm, die niet kan worden teruggerekend naar het wachtwoord. Sleutels voor onze
              dienstverleners worden versleuteld bewaard.
            </li>
            <li>Onze logs leggen nooit cookies of wachtwoorden vast.</li>
            <li>Alleen bevoegde medewerkers kunnen bestellingen inzien.</li>
          </ul>
          <p>
            Geen enkel systeem is volledig veilig. Brengt een beveiligingsprobleem uw gegevens ooit in gevaar?
            Dan laten we dat u en de toezichthoudende autoriteit weten, zoals de wet voorschrijft.
          </p>
        </>
      ),
    },
    {
      title: 'Contact',
      id: 'contact-us',
      content: (
        <>
          <p>
            Hebt u een vraag over deze verklaring of over uw gegevens, of wilt u uw rechten gebruiken? Mail
            ons dan op {contact}.
          </p>
          <p>
            Lees ook onze <Link href="/terms">algemene voorwaarden</Link>.
          </p>
        </>
      ),
    },
  ];

  return {
    title: 'Privacyverklaring',
    intro: (
      <p>
        Deze verklaring legt in gewone taal uit welke informatie we verzamelen, waarom, en welke keuzes u
        hebt. Kort gezegd: u kunt elke zelfinschatting doen zonder ons te vertellen wie u bent; we hebben uw
        e-mailadres alleen als u het ons geeft; en we verkopen uw gegevens nooit.
      </p>
    ),
    sections,
  };
}
