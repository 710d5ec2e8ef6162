/** The Complete Report's practical strategies in German; see ../en/report-strategies.ts. */
import type { StrategyArea, StrategyId, StrategyText } from '../../report/strategies.ts';

export const strategyAreaLabels: Readonly<Record<StrategyArea, string>> = {
  'daily-life': 'Alltag',
  'work-study': 'Arbeit oder Studium',
  relationships: 'Beziehungen',
};

export const strategyTexts: Readonly<Record<StrategyId, StrategyText>> = {
  'outside-memory': {
    title: 'Verlagern Sie Ihr Gedächtnis nach außen',
    text: 'Nutzen Sie einen einzigen Kalender und eine einzige Aufgabenliste, aufbewahrt an einem Ort, an dem Sie sie sehen, und schauen Sie jeden Tag hinein. Stellen Sie Erinnerungen für Termine ein und auch für den Schritt davor, etwa das Verlassen des Hauses. Termine und Aufgaben auf diese Weise im Blick zu behalten, ist eine Kernfertigkeit in Programmen der kognitiven Verhaltenstherapie für Erwachsene mit ADHS.',
  },
  'small-first-step': {
    title: 'Machen Sie den ersten Schritt sehr klein',
    text: 'Wenn eine Aufgabe zu groß wirkt, um damit anzufangen, teilen Sie sie in kleine Schritte und beginnen Sie nur mit dem ersten. Ein Timer kann Ihnen beim Anfangen helfen und gibt Ihnen einen natürlichen Punkt für eine Pause. Aufgaben aufzuteilen und zu planen, gehört zu den Fertigkeiten, die in der kognitiven Verhaltenstherapie für Erwachsene mit ADHS vermittelt werden.',
  },
  'short-focus-blocks': {
    title: 'Arbeiten Sie in kurzen, geplanten Abschnitten',
    text: 'Achten Sie darauf, wie lange Sie sich meist konzentrieren können, und planen Sie dann Abschnitte von etwa dieser Länge mit kurzen Pausen dazwischen. Schalten Sie Benachrichtigungen stumm und lassen Sie während eines Abschnitts nur eine Aufgabe auf dem Bildschirm offen. In Abschnitten zu arbeiten, die zur eigenen Aufmerksamkeitsspanne passen, ist Teil eines Programms der kognitiven Verhaltenstherapie für Erwachsene mit ADHS.',
  },
  'share-what-helps-adhd': {
    title: 'Erzählen Sie, was Ihnen hilft',
    text: 'Wenn Sie den Menschen, die Ihnen nahestehen, Ihre Muster erklären, kann das Missverständnissen vorbeugen. Vielleicht unterbrechen Sie zum Beispiel, weil sich ein Gedanke dringend anfühlt, und nicht, weil Sie nicht zuhören. NICE empfiehlt Information und Unterstützung für Menschen mit ADHS und ihre Familien, und ein Programm der kognitiven Verhaltenstherapie lädt Partnerin, Partner oder ein Familienmitglied zu einer Sitzung ein.',
  },
  'energy-planning': {
    title: 'Planen Sie Ihre Energie, nicht nur Ihre Zeit',
    text: 'Achten Sie darauf, welche Tätigkeiten Sie Kraft kosten und welche Ihnen Kraft zurückgeben. Verteilen Sie die anstrengenden über die Woche und planen Sie danach ruhige Zeit ein. In einer Studie beschrieben autistische Erwachsene, dass sie mit Burnout umgehen, indem sie auf ein Gleichgewicht bei dem achten, was sie sich vornehmen.',
  },
  'burnout-signs': {
    title: 'Kennen Sie Ihre frühen Anzeichen von Burnout',
    text: 'Lang anhaltende Erschöpfung, der Verlust von Fähigkeiten, die Sie sonst haben, und dass Geräusche oder Licht schwerer zu ertragen sind, werden als Anzeichen von autistischem Burnout beschrieben. Autistische Erwachsene berichten, dass ihnen Auszeiten, geringere Erwartungen und Akzeptanz bei der Erholung geholfen haben. Burnout ist nicht dasselbe wie eine Depression. Es lohnt sich deshalb, ihn zu benennen, wenn Sie mit einer Fachperson sprechen.',
  },
  'masking-cost': {
    title: 'Achten Sie darauf, was Masking Sie kostet',
    text: 'Masking bedeutet, Verhalten zu verbergen oder nachzuahmen, um dazuzugehören. Es kann im Moment helfen, und es hängt mit Angst und gedrückter Stimmung zusammen; autistische Erwachsene beschreiben es außerdem als eine Ursache von Burnout. Wo es sich sicher anfühlt, wählen Sie Orte und Menschen, bei denen Sie die Maske ablegen können, und planen Sie Erholung nach Tagen ein, an denen das nicht geht.',
  },
  'clear-communication-at-work': {
    title: 'Bitten Sie um klare, schriftliche Kommunikation',
    text: 'Schriftliche Anweisungen, eine Tagesordnung vor Besprechungen und direkte Rückmeldungen können Ihnen bei der Arbeit oder im Studium das Rätselraten ersparen. NICE bittet Fachdienste, zu bedenken, wie sich das soziale und räumliche Umfeld auf autistische Erwachsene auswirkt, und dieselbe Frage lohnt sich auch bei der Arbeit oder an der Hochschule.',
  },
  'double-empathy': {
    title: 'Denken Sie daran: Kommunikation geht in beide Richtungen',
    text: 'Missverständnisse zwischen autistischen und nicht-autistischen Menschen gehen in beide Richtungen: Die Lücke liegt zwischen Menschen, nicht in einer Person. In einer Studie gaben autistische Menschen Informationen untereinander genauso gut weiter wie nicht-autistische Menschen. Klar zu sagen, was Sie meinen, und andere freundlich um dasselbe zu bitten, kann beiden Seiten helfen.',
  },
  'autistic-peers': {
    title: 'Verbringen Sie Zeit mit Menschen, die Ihre Erfahrungen teilen',
    text: 'In einer Studie war das gegenseitige Verständnis größer, wenn autistische Menschen mit anderen autistischen Menschen sprachen, als in gemischten Gruppen, und autistische Erwachsene beschreiben gegenseitige Unterstützung als Hilfe bei Burnout. Selbsthilfegruppen, Online-Gemeinschaften und die nationalen Verbände in diesem Bericht sind Orte, an denen Sie anfangen können.',
  },
  'sensory-surroundings-autism': {
    title: 'Gestalten Sie Ihre Umgebung für Ihre Sinne',
    text: 'Sanfteres Licht, Kleidung ohne kratzende Etiketten und eine ruhige Ecke zu Hause können die Belastung des Tages vielleicht verringern. An belebten Orten entscheiden sich viele Menschen für Kopfhörer, Ohrstöpsel oder eine Sonnenbrille. Probieren Sie aus, was zu Ihnen passt, und behalten Sie bei, was hilft.',
  },
  'recovery-after-socialising': {
    title: 'Vereinbaren Sie Zeit zur Erholung',
    text: 'Wenn Sie Freunden, Ihrer Familie oder Ihrer Partnerin oder Ihrem Partner sagen, dass Sie nach Zeit mit anderen Menschen Ruhe brauchen und dass das nichts mit ihnen zu tun hat, kann ihnen das helfen, Sie zu verstehen. In einer Studie nannten autistische Erwachsene Auszeiten, geringere Erwartungen und die Möglichkeit, die Maske abzulegen, als Wege, wie sie sich von Burnout erholt haben.',
  },
  'home-for-everyday-things': {
    title: 'Geben Sie Alltagsdingen einen festen Platz',
    text: 'Wählen Sie einen festen Ort für Schlüssel, Geldbörse und Handy, etwa eine Schale neben der Tür. Einfache Systeme wie dieses einzurichten, gehört zu den Fertigkeiten im Organisieren, die psychologische Behandlungen für Erwachsene mit ADHS vermitteln.',
  },
  'pause-before-buying': {
    title: 'Legen Sie vor dem Kauf eine Pause ein',
    text: 'Warten Sie bei Käufen, die nicht notwendig sind, eine festgelegte Zeit, etwa einen Tag, bevor Sie kaufen, und löschen Sie gespeicherte Kartendaten in Online-Shops. Das UMAAP-Programm von ADHD Ireland verbindet Informationen über ADHS mit der Akzeptanz- und Commitment-Therapie, in der man übt, einen Impuls zu bemerken, bevor man ihm folgt.',
  },
  'deadlines-and-check-ins': {
    title: 'Vereinbaren Sie Fristen und kurze Rücksprachen',
    text: 'Bitten Sie darum, Aufgaben schriftlich zu bekommen, und teilen Sie große Fristen in kleinere auf, mit einer kurzen Rücksprache bei jeder. Coaching, das diese Art von äußerer Struktur gibt, ist einer der Ansätze für Erwachsene mit ADHS, die Übersichtsarbeiten der Forschung beschreiben.',
  },
  'work-with-your-energy': {
    title: 'Arbeiten Sie mit Ihrer Energie',
    text: 'Legen Sie Aufgaben, die die meiste Konzentration brauchen, auf die Tageszeit, zu der Sie sich meist am wachsten fühlen, und heben Sie Routineaufgaben für Zeiten mit weniger Energie auf. Den Tag anhand eines Kalenders und einer Aufgabenliste zu planen, ist Teil von Programmen der kognitiven Verhaltenstherapie für Erwachsene mit ADHS.',
  },
  'shared-plans-visible': {
    title: 'Halten Sie gemeinsame Pläne sichtbar',
    text: 'Ein gemeinsamer Kalender oder eine gemeinsame Liste mit Partnerin oder Partner, Familie oder Mitbewohnern hilft allen, an Pläne und Aufgaben im Haushalt zu denken, ohne dass eine Person alle erinnern muss. Ein Programm der kognitiven Verhaltenstherapie für Erwachsene mit ADHS ist um einen Kalender und eine Aufgabenliste herum aufgebaut und lädt Partner oder Familie zu einer Sitzung ein.',
  },
  'notice-the-urge': {
    title: 'Bemerken Sie den Impuls, dann entscheiden Sie',
    text: 'Versuchen Sie im Gespräch, einen Gedanken mit einer kurzen Notiz festzuhalten und darauf zurückzukommen, wenn die andere Person ausgeredet hat. Im UMAAP-Programm von ADHD Ireland, das Informationen über ADHS mit der Akzeptanz- und Commitment-Therapie verbindet, war die psychologische Flexibilität der Teilnehmenden drei Monate später gewachsen.',
  },
  'prepare-for-change': {
    title: 'Bereiten Sie sich auf Veränderungen vor',
    text: 'Wenn sich Pläne ändern, bitten Sie um so viel Vorlauf und so viele Einzelheiten wie möglich: wer, wo und wie lange. Fotos eines neuen Ortes anzusehen oder ihn vorher zu besuchen, kann ihn vorhersehbarer machen. Autistische Erwachsene zählen große Veränderungen im Leben zu den Belastungen, die zu Burnout führen können.',
  },
  'quiet-and-focus-time': {
    title: 'Schützen Sie Zeit für Ruhe und Konzentration',
    text: 'Ein ruhigerer Arbeitsplatz, die Erlaubnis, Kopfhörer zu tragen, oder einige Tage im Homeoffice können die Belastung der Sinne im Lauf des Tages vielleicht verringern. Kleine, konkrete Bitten lassen sich am leichtesten vereinbaren.',
  },
  'flexible-structure': {
    title: 'Schaffen Sie eine flexible Struktur',
    text: 'Feste Ankerpunkte wie Mahlzeiten und Schlaf, mit wechselnden Aufgaben dazwischen, können einem Tag sowohl Struktur als auch Abwechslung geben. Mit einem Kalender zu planen, ist eine Kernfertigkeit in der kognitiven Verhaltenstherapie für Erwachsene mit ADHS.',
  },
  'sensory-pattern': {
    title: 'Lernen Sie Ihr Muster der Reizverarbeitung kennen',
    text: 'Notieren Sie eine Woche lang, wann Sie sich überlastet und wann Sie sich ruhig fühlen: wo Sie waren und was Sie hören, sehen und spüren konnten. Forschende beschreiben, dass Menschen stark auf Sinnesreize reagieren, wenig oder spät reagieren oder Reize suchen. Zu wissen, was davon auf Sie zutrifft, ist eine gute Grundlage für die folgenden Ideen.',
  },
  'shape-your-surroundings': {
    title: 'Gestalten Sie Ihre Umgebung',
    text: 'Wenn Sie stark auf Sinnesreize reagieren, ändern Sie zu Hause, was Sie können: wärmeres oder gedämpfteres Licht, weiche Stoffe, unparfümierte Produkte und eine ruhige Ecke als Rückzugsort. Kleine Veränderungen summieren sich über den Tag.',
  },
  'sensory-kit': {
    title: 'Haben Sie ein kleines Set für die Sinne dabei',
    text: 'Eine Sonnenbrille, eine Kappe, Ohrstöpsel oder Kopfhörer, ein vertrauter Duft oder etwas, mit dem Sie Ihre Hände beschäftigen können, machen belebte Orte vielleicht leichter zu bewältigen. Viele Menschen finden ein solches Set beruhigend; achten Sie darauf, was Ihnen hilft.',
  },
  'body-signals': {
    title: 'Achten Sie auf die Signale Ihres Körpers',
    text: 'Interozeption ist die Wahrnehmung von Signalen aus dem Inneren Ihres Körpers, etwa Hunger und Durst. Wenn Sie diese erst bemerken, wenn sie dringend sind, versuchen Sie es mit sanften Erinnerungen ans Essen und Trinken und damit, zu einigen festen Zeiten am Tag kurz in Ihren Körper hineinzuspüren.',
  },
  'sensations-you-enjoy': {
    title: 'Planen Sie Sinneseindrücke ein, die Sie genießen',
    text: 'Wenn Sie starke Sinneseindrücke suchen, schaffen Sie sich sichere Möglichkeiten, sie zu genießen: einen zügigen Spaziergang, eine schwere Decke, knuspriges oder kräftig gewürztes Essen oder Musik, die Sie lieben.',
  },
  'choose-where-you-sit': {
    title: 'Wählen Sie, wo Sie sitzen',
    text: 'Wenn Lärm oder Licht Sie stören, bitten Sie um einen Platz abseits von Türen, Druckern und hellen Fenstern oder um die Erlaubnis, Kopfhörer zu nutzen. Kleinen, konkreten Bitten können andere am leichtesten zustimmen.',
  },
  'recovery-in-the-day': {
    title: 'Planen Sie Erholung in den Tag ein',
    text: 'Wenn belebte Orte Sie erschöpfen, planen Sie ruhigere Abschnitte ein: Fahren Sie, wo es geht, außerhalb der Stoßzeiten, und nehmen Sie sich nach einer vollen Besprechung oder Vorlesung ein paar ruhige Minuten an einem stillen Ort.',
  },
  'concrete-sensory-words': {
    title: 'Beschreiben Sie Ihre Sinneseindrücke mit konkreten Worten',
    text: '„Die Musik ist mir zu laut, um zu verstehen, was gesagt wird“ können andere leichter umsetzen als „Mir gefällt es hier nicht“. Klare, konkrete Worte helfen anderen, Ihnen zu helfen.',
  },
  'plans-that-suit-everyone': {
    title: 'Machen Sie Pläne, die für alle passen',
    text: 'Schlagen Sie ruhigere Zeiten oder Orte für Treffen vor und vereinbaren Sie vorher, dass Sie kurz hinausgehen oder früher gehen dürfen. Mit einem Plan fällt es oft leichter, zu bleiben und die Zeit zu genießen.',
  },
  'technology-for-handwriting': {
    title: 'Überlassen Sie das Schreiben der Technik',
    text: 'Tippen Sie Notizen, legen Sie Vorlagen für Formulare an, die Sie oft ausfüllen, und nutzen Sie die Diktierfunktion, wenn das Tippen langsam geht. Einen Computer zu nutzen, statt von Hand zu schreiben, ist einer der Vorschläge für Erwachsene mit Dyspraxie.',
  },
  'movement-practice': {
    title: 'Üben Sie neue Bewegungen oft und in kurzen Einheiten',
    text: 'Autofahren zu lernen, eine neue Sportart oder eine Tanzfolge kann für Sie mehr Übung erfordern als für andere, wie viele Erwachsene mit Dyspraxie feststellen. Internationale Empfehlungen zur entwicklungsbedingten Koordinationsstörung (DCD) setzen darauf, die Tätigkeit selbst zu üben; kurze, häufige Übungseinheiten mit einer geduldigen Lehrperson sind ein Weg dazu.',
  },
  'easier-home-tasks': {
    title: 'Erleichtern Sie sich Aufgaben im Haushalt',
    text: 'Hilfsmittel wie ein Gemüsezerkleinerer, rutschfeste Unterlagen und Küchenhelfer, die gut in der Hand liegen, sowie Kleidung ohne knifflige Verschlüsse können Zeit und Ärger sparen. Eine Ergotherapeutin oder ein Ergotherapeut kann bei Alltagsaufgaben wie der Zubereitung von Essen helfen.',
  },
  'enjoyable-movement': {
    title: 'Bewegen Sie sich so, wie es Ihnen Freude macht',
    text: 'Regelmäßige Bewegung wie Schwimmen, Spazierengehen oder Yoga gehört zu den Dingen, die Erwachsenen mit Dyspraxie vorgeschlagen werden. Wählen Sie Aktivitäten, die Ihnen Freude machen und bei denen Sie Ihr eigenes Tempo gehen können.',
  },
  'diary-and-routines': {
    title: 'Nutzen Sie einen Terminkalender und ein paar Routinen',
    text: 'Führen Sie einen einzigen Terminkalender oder eine App für Ihre Pläne und einfache Checklisten für Dinge, die sich wiederholen, etwa das Packen einer Tasche. Einen Terminkalender zu führen, ist einer der Vorschläge für Erwachsene mit Dyspraxie.',
  },
  'what-done-looks-like': {
    title: 'Lassen Sie sich zeigen, wie „fertig“ aussieht',
    text: 'Ein Beispiel für eine fertige Arbeit und schriftliche Anleitungen Schritt für Schritt machen Erwartungen klar. Erwachsene mit Dyspraxie beschreiben es als schwer, Arbeit zu organisieren und Informationen schnell mitzuschreiben; schriftliche Schritte ersparen Ihnen deshalb das Raten.',
  },
  'buddy-for-new-places': {
    title: 'Suchen Sie sich Begleitung für neue Orte und Geräte',
    text: 'Eine Kollegin, ein Kollege oder jemand aus Ihrem Kurs, der Ihnen in Ruhe einen neuen Weg, eine Maschine oder einen Ablauf zeigt, kann die ersten Wochen leichter machen. Neue Fertigkeiten langsamer zu lernen, ist eine der Schwierigkeiten bei der Arbeit, die Erwachsene mit Dyspraxie beschreiben.',
  },
  'occupational-therapy': {
    title: 'Fragen Sie nach Ergotherapie',
    text: 'Eine Ergotherapeutin oder ein Ergotherapeut kann bei alltäglichen Aufgaben helfen, die Ihnen schwerfallen, und andere Wege vorschlagen, sie zu erledigen. Ihre Ärztin oder Ihr Arzt kann Sie überweisen oder Ihnen sagen, wie Sie dort, wo Sie leben, einen Termin bekommen.',
  },
  'share-what-is-hard': {
    title: 'Sagen Sie, was Ihnen schwerfällt, und warum',
    text: 'Wenn Sie anderen erklären, dass es an Ihrer Koordination von Bewegungen liegt und nicht an Unachtsamkeit, wenn Sie etwas verschütten oder sich verlaufen, kann ihnen das helfen, freundlich zu reagieren. Movement Matters veröffentlicht ein Informationsblatt, das Sie an Arbeitgeber weitergeben können.',
  },
  'activities-that-suit-you': {
    title: 'Schlagen Sie Unternehmungen vor, die zu Ihnen passen',
    text: 'Wenn Mannschaftssport oder Tanzen Sie unter Stress setzen, schlagen Sie gemeinsame Unternehmungen vor, die Ihnen Freude machen, etwa Spaziergänge, Spiele oder Kochen, bei denen das Zusammensein im Mittelpunkt steht. Internationale Empfehlungen zur entwicklungsbedingten Koordinationsstörung (DCD) stellen die Teilhabe an alltäglichen Aktivitäten in den Mittelpunkt der Unterstützung.',
  },
  'devices-read-aloud': {
    title: 'Lassen Sie sich von Ihren Geräten vorlesen',
    text: 'Die Vorlesefunktion, die in die meisten Handys und Computer eingebaut ist, kann E-Mails, Webseiten und lange Dokumente vorlesen. Zuzuhören und dabei im Text mitzulesen, ist eine der technischen Strategien, die Jisc für Lernende mit Legasthenie beschreibt.',
  },
  dictation: {
    title: 'Sprechen Sie, statt zu tippen',
    text: 'Mit Spracherkennung können Sie Nachrichten und erste Entwürfe diktieren. Die Formulierungen können Sie danach überarbeiten, wenn Ihre Gedanken schon auf dem Papier stehen.',
  },
  'text-easier-on-the-eye': {
    title: 'Machen Sie Texte angenehmer für die Augen',
    text: 'Wählen Sie eine klare serifenlose Schrift in 12 bis 14 Punkt, mit dunkler Schrift auf cremefarbenem oder pastellfarbenem Hintergrund statt auf Weiß. Der Stilleitfaden der British Dyslexia Association empfiehlt diese Einstellungen.',
  },
  'spoken-information-in-writing': {
    title: 'Lassen Sie sich Gesprochenes auch schriftlich geben',
    text: 'Bitten Sie darum, die wichtigsten Punkte aus Besprechungen oder Vorlesungen schriftlich zu bekommen, wiederholen Sie Anweisungen, um sie zu überprüfen, oder sprechen Sie direkt danach eine Sprachnotiz auf.',
  },
  'visual-writing-plans': {
    title: 'Planen Sie Ihre Texte visuell',
    text: 'Mindmaps, Stichpunkte oder Sprachnotizen können Ihnen helfen, Ihre Gedanken zu ordnen, bevor Sie ganze Sätze schreiben.',
  },
  'ask-about-adjustments': {
    title: 'Fragen Sie nach Anpassungen',
    text: 'Unterstützende Software und ein digitales Aufnahmegerät sind Beispiele für Anpassungen am Arbeitsplatz. Im Vereinigten Königreich müssen Arbeitgeber nach dem Equality Act angemessene Anpassungen vornehmen; die Regeln sind von Land zu Land verschieden. Fragen Sie deshalb Ihren Arbeitgeber, Ihre Hochschule oder den Legasthenie-Verband Ihres Landes, was für Sie gilt.',
  },
  'spelling-tools': {
    title: 'Lassen Sie Ihre Rechtschreibung von Programmen prüfen',
    text: 'Rechtschreib- und Grammatikprüfungen erledigen diese Aufgabe gut. Wichtige Texte kann eine Kollegin, ein Kollege oder jemand aus dem Freundeskreis, dem Sie vertrauen, gegenlesen, bevor sie verschickt werden.',
  },
  'tell-people-what-works': {
    title: 'Sagen Sie anderen, was für Sie gut funktioniert',
    text: 'Vielleicht ist Ihnen ein Anruf oder eine Sprachnachricht lieber als eine lange Textnachricht, oder Sie lesen in einer Gruppe lieber nicht laut vor. Wenn Sie das früh sagen, ersparen Sie sich später unangenehme Momente.',
  },
  'connect-with-other-readers': {
    title: 'Vernetzen Sie sich mit anderen, die anders lesen',
    text: 'Die European Dyslexia Association hat Mitgliedsorganisationen in 24 Ländern. Der Verband in Ihrem Land ist ein Ort, um andere Erwachsene kennenzulernen und Tipps auszutauschen.',
  },
};
