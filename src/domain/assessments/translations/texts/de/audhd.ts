// Written by `npm run translations:records` from ../../de.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'audhd-1': 'Während eines Films schweifen meine Gedanken oft von der Handlung ab.',
  'audhd-2': 'Wenn ich einmal aufgewühlt bin, brauche ich lange, um mich wieder zu beruhigen.',
  'audhd-3': 'Wenn ich jemanden neu kennenlerne, bekomme ich schnell ein Gefühl dafür, wie diese Person ist.',
  'audhd-4': 'Ich weiß meistens genau, wo ich meine Schlüssel hingelegt habe.',
  'audhd-5': 'Bevor ich irgendwo zum ersten Mal hingehe, sehe ich mir Fotos und Karten davon genau an.',
  'audhd-6': 'Menschen, die mir nahestehen, sprechen mich darauf an, wie viel ich herumzapple.',
  'audhd-7': 'Eine einzelne Zeile in einer anderen Schriftart fällt mir sofort auf.',
  'audhd-8': 'Ich beginne oft neue Projekte, bevor ich die angefangenen abgeschlossen habe.',
  'audhd-9':
    'Im Freundeskreis gelte ich als Fachperson für ein Thema, mit dem ich mich in meiner Freizeit beschäftigt habe.',
  'audhd-10': 'Beim Arbeiten merke ich oft, dass meine Gedanken zu einem anderen Thema gewandert sind.',
  'audhd-11': 'Ich behalte meine echten Interessen für mich, damit ich dazugehöre.',
  'audhd-12': 'Ich denke nach, bevor ich etwas sage, auch wenn ich begeistert bin.',
  'audhd-13': 'Smalltalk ist eine Fähigkeit, die ich bewusst lernen musste.',
  'audhd-14': 'Ich komme öfter zu spät zu Terminen als die meisten Menschen, die ich kenne.',
  'audhd-15': 'An belebten, lauten Orten kann es so weit kommen, dass mir alles zu viel wird.',
  'audhd-16':
    'Wenn sich ein vertrauter Ort verändert, zum Beispiel wenn ein Geschäft seine Regale umstellt, gewöhne ich mich schnell daran.',
  'audhd-17': 'Wenn Briefe und Rechnungen ankommen, kümmere ich mich bald darum.',
  'audhd-18': 'Helles Tageslicht ist angenehm für meine Augen.',
  'audhd-19':
    'Auf einer Party mit vielen Menschen tritt der Lärm in den Hintergrund, sobald ich mit jemandem spreche.',
  'audhd-20': 'Meine Gedanken springen oft schnell von einer Idee zur nächsten.',
  'audhd-21': 'Zeit mit anderen zu verbringen kostet mich viel mehr Mühe, als mein Umfeld vermuten würde.',
  'audhd-22': 'Wenn ich in eine Aufgabe vertieft bin, müssen andere meinen Namen mehrmals sagen.',
  'audhd-23': 'Es fällt mir schwer, den Ton einer kurzen Textnachricht einzuschätzen.',
  'audhd-24': 'Ich treffe große Entscheidungen oft aus einem Impuls heraus.',
  'audhd-25':
    'Wenn ich aufgewühlt bin, beruhigt es mich, mehr über ein Thema zu lernen, das mich fasziniert.',
  'audhd-26': 'Egal, wie oft ich aufräume, bei mir ist es bald wieder unordentlich.',
  'audhd-27': 'Themen mit klaren Regeln, wie Mathematik oder Fahrpläne, ziehen mich an.',
  'audhd-28':
    'Selbst bei einer einfachen Aufgabe, zum Beispiel einer Antwort auf eine Nachricht, kann es Tage dauern, bis ich damit anfange.',
  'audhd-29': 'Wenn mir jemand eine schlechte Nachricht mitteilt, weiß ich, was ich sagen soll.',
  'audhd-30': 'Ich kann einen langen Artikel von Anfang bis Ende aufmerksam lesen.',
};
