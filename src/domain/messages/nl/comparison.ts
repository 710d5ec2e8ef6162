/** Where a score stands among other takers, in Dutch; see ../en/comparison.ts. */
export const title = 'Waar u staat ten opzichte van anderen';
export const pending = ({ count }: { count: string }) =>
  `Zodra ${count} mensen deze zelfinschatting hier hebben ingevuld, ziet u hoe uw score zich verhoudt tot die van anderen.`;
export const pendingInReport = ({ count }: { count: string }) =>
  `Toen dit rapport werd gemaakt, hadden minder dan ${count} mensen deze zelfinschatting bij Traitscope ingevuld. Dat is te weinig voor een eerlijke vergelijking. Daarom toont dit rapport er geen.`;
export const caveat =
  'Mensen die een zelfinschatting als deze invullen, vormen een groep die zichzelf heeft gekozen: velen komen omdat ze deze kenmerken al herkennen. U wordt dus vergeleken met anderen die deze zelfinschatting hier hebben ingevuld, niet met mensen in het algemeen.';
export const privacy =
  'De aantallen zijn met opzet een beetje vervaagd en worden als bereik getoond. Zo kan niemands eigen resultaat eruit worden afgeleid.';
export const wideRange = ({ count }: { count: string }) =>
  `Totdat ongeveer ${count} mensen de zelfinschatting hebben ingevuld, beslaat het bereik een vijfde van de deelnemers.`;
export const fewerThanNow = ({ percent }: { percent: string }) =>
  `Minder dan ${percent} van de mensen die deze zelfinschatting hier hebben ingevuld, scoorde lager dan u.`;
export const moreThanNow = ({ percent }: { percent: string }) =>
  `Meer dan ${percent} van de mensen die deze zelfinschatting hier hebben ingevuld, scoorde lager dan u.`;
export const betweenNow = ({ from, to }: { from: string; to: string }) =>
  `Tussen ${from} en ${to} van de mensen die deze zelfinschatting hier hebben ingevuld, scoorde lager dan u.`;
export const fewerThanInReport = ({ percent }: { percent: string }) =>
  `Minder dan ${percent} van de mensen die deze zelfinschatting bij Traitscope hadden ingevuld, had lager gescoord dan u.`;
export const moreThanInReport = ({ percent }: { percent: string }) =>
  `Meer dan ${percent} van de mensen die deze zelfinschatting bij Traitscope hadden ingevuld, had lager gescoord dan u.`;
export const betweenInReport = ({ from, to }: { from: string; to: string }) =>
  `Tussen ${from} en ${to} van de mensen die deze zelfinschatting bij Traitscope hadden ingevuld, had lager gescoord dan u.`;
export const basis = ({ count, day }: { count: string; day: string }) =>
  `Gebaseerd op ongeveer ${count} resultaten, geteld op ${day}.`;
export const youAreHere = 'Hier staat u ongeveer';
export const ofTakers = ({ percent }: { percent: string }) => `${percent} van de deelnemers`;
