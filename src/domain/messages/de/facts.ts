/** The 'Did you know?' facts' words in German, by fact id (see ../en/facts.ts). */
export const funFactTexts = {
  'fact-1':
    'Die Weltgesundheitsorganisation schätzt, dass weltweit etwa 1 von 100 Kindern autistisch ist, und weist darauf hin, dass Autismus oft erst viel später diagnostiziert wird.',
  'fact-2':
    'Viele autistische Erwachsene beschreiben „Camouflaging“: ihre Merkmale in sozialen Situationen bewusst zu verbergen oder zu umgehen. Viele sagen, dass es anstrengend ist, das durchzuhalten.',
  'fact-3':
    'In einer Studie behielt eine Geschichte, die in einer Kette autistischer Erwachsener weitererzählt wurde, ihre Details ebenso gut wie eine, die unter nicht autistischen Erwachsenen weitererzählt wurde. In gemischten Ketten gingen Details schneller verloren.',
  'fact-4':
    'Die in britischen Hausarztpraxen erfassten Autismus-Diagnosen stiegen zwischen 1998 und 2018 stark an, am stärksten bei Erwachsenen. Die Forschenden führen das vor allem darauf zurück, dass Autismus besser erkannt wird.',
  'fact-5':
    'Autistische Erwachsene, die zum Stimming befragt wurden, etwa zum Schaukeln oder Herumnesteln, beschrieben es als hilfreiches Mittel, sich selbst zu beruhigen oder starke Gefühle auszudrücken.',
  'fact-6':
    'Eine Übersichtsarbeit über 96 Studien ergab, dass etwa 28 % der autistischen Menschen auch eine ADHS-Diagnose haben. In dieser Übersicht war ADHS damit die häufigste gleichzeitig bestehende Diagnose.',
  'fact-7':
    'Seit 2013 nennt das wichtigste US-amerikanische Diagnosehandbuch Über- oder Unterreaktionen auf Sinnesreize, etwa auf Geräusche oder Oberflächen, als eine der Arten, wie sich Autismus zeigen kann.',
  'fact-8':
    'Zwanzig nationale und regionale Erhebungen, die mit der Weltgesundheitsorganisation durchgeführt wurden, ergaben, dass im Durchschnitt etwa 2,8 % der Erwachsenen ADHS haben und dass es oft unerkannt bleibt.',
  'fact-9':
    'Bei Erwachsenen zeigt sich Hyperaktivität oft eher als innere Unruhe als durch Herumrennen oder Klettern.',
  'fact-10':
    'ADHS bei Mädchen und Frauen wird oft später erkannt, unter anderem weil unaufmerksame Merkmale leiser sind und leichter übersehen werden als hyperaktive.',
  'fact-11':
    'Erwachsene mit stärker ausgeprägten ADHS-Merkmalen berichten, im Alltag häufiger „Hyperfokus“ zu erleben, ein tiefes Versinken in einer Tätigkeit.',
  'fact-12':
    'Als Forschende erfolgreiche Erwachsene mit ADHS befragten, beschrieben diese positive Seiten wie Energie, kreatives Denken, Mut und Widerstandskraft.',
  'fact-13':
    'In der Allgemeinbevölkerung berichten Menschen mit stärker ausgeprägten ADHS-Merkmalen tendenziell von einer höheren Empfindlichkeit für Sinnesreize, und zwar bei mehreren Sinnen.',
  'fact-14':
    'Dyspraxie (entwicklungsbedingte Koordinationsstörung) und ADHS treten oft zusammen auf: Eine Übersichtsarbeit von 2023 stellt fest, dass sie in etwa der Hälfte der Fälle gemeinsam vorkommen.',
  'fact-15': 'Legasthenie und ADHS treten oft bei derselben Person gemeinsam auf.',
  'fact-16':
    'Neben Sehen, Hören, Tasten, Schmecken und Riechen nimmt Ihr Körper auch seine eigene Lage und Bewegung wahr. Dieser Sinn heißt Propriozeption.',
  'fact-17':
    'Das Psychologenpaar Elaine und Arthur Aron führte 1997 den Begriff „Sensory Processing Sensitivity“ (sensorische Verarbeitungssensibilität) ein, um Menschen zu beschreiben, die Erfahrungen tief wahrnehmen und verarbeiten.',
  'fact-18':
    'Forschende beschreiben sensorische Verarbeitungssensibilität als verbreitetes Merkmal, das teilweise vererbt ist. Sensible Menschen werden von schwierigen Umgebungen womöglich stärker beeinträchtigt und profitieren womöglich auch stärker von unterstützenden.',
  'fact-19':
    'Die Ergotherapeutin Winnie Dunn beschrieb vier Muster, wie Menschen auf Sinnesreize reagieren: weniger bemerken, mehr suchen, empfindlich sein und meiden.',
  'fact-20':
    'Interozeption ist die Wahrnehmung von Signalen aus dem Körperinneren, etwa Hunger, Durst oder Herzrasen. Forschende untersuchen, wie sie mit der psychischen Gesundheit zusammenhängt.',
  'fact-21':
    'Schätzungen zufolge ist etwa 1 von 20 Kindern von einer entwicklungsbedingten Koordinationsstörung betroffen, die oft Dyspraxie genannt wird.',
  'fact-22':
    'Dyspraxie betrifft Bewegung und Koordination. Sie kommt bei Menschen jeder intellektuellen Begabung vor.',
  'fact-23':
    'Koordinationsunterschiede, die in der Kindheit beginnen, bestehen oft bis ins Erwachsenenalter fort. Deshalb enthalten internationale Leitlinien inzwischen auch Empfehlungen für Erwachsene.',
  'fact-24':
    'Die British Dyslexia Association schätzt, dass etwa 1 von 10 Menschen in gewissem Maß von Legasthenie betroffen ist.',
  'fact-25':
    'Eine einflussreiche britische Übersichtsarbeit beschrieb Legasthenie als Kontinuum statt als eigene Kategorie, ohne klare Grenzwerte.',
  'fact-26':
    'Das Wort „Dyslexie“ wurde in den 1880er-Jahren von Rudolf Berlin eingeführt, einem deutschen Augenarzt.',
  'fact-27':
    'Fachleute beschreiben Legasthenie als Unterschied darin, wie das Gehirn Sprache verarbeitet. Probleme mit den Augen verursachen sie nicht.',
  'fact-28':
    'In einer Studie half schon zusätzlicher Abstand zwischen den Buchstaben Kindern mit Legasthenie, schneller und genauer zu lesen, ganz ohne Training.',
  'fact-29':
    'Das Wort „Neurodiversität“ kam Ende der 1990er-Jahre auf. Es wird meist mit der australischen Soziologin Judy Singer in Verbindung gebracht, außerdem mit dem Autor Harvey Blume.',
  'fact-30':
    'Neurologische Entwicklungsunterschiede überschneiden sich oft. Der Psychiater Christopher Gillberg prägte den Begriff ESSENCE, um dazu anzuregen, sie gemeinsam statt einzeln zu betrachten.',
  'fact-31':
    'NICE empfiehlt Fachleuten, den Fragebogen AQ-10 in Betracht zu ziehen, wenn sie entscheiden, ob sie einer erwachsenen Person eine vollständige Autismus-Abklärung anbieten; erst eine solche Abklärung führt zu einer Diagnose. Der Fragebogen dieser Website ist nicht der AQ-10.',
  'fact-32':
    'In der Psychologie werden oft drei zentrale exekutive Funktionen beschrieben: Informationen im Kopf behalten, Ablenkungen und Impulsen widerstehen und flexibel zwischen Aufgaben wechseln.',
  'fact-33':
    'Eine bekannte Übersichtsarbeit kam zu dem Schluss, dass Erwachsene nur etwa vier Informationseinheiten zugleich im Kopf behalten können. Listen und Erinnerungen nehmen davon etwas Last ab.',
};
