// Written by `npm run translations:records` from ../../nl.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'spd-1':
    'Ik schrik meer dan de meeste mensen van plotselinge harde geluiden, zoals een deur die dichtslaat.',
  'spd-2': 'Onder helder licht, zoals in een supermarkt, voel ik me op mijn gemak.',
  'spd-3':
    'Een lichte, onverwachte aanraking, zoals iemand die me in het voorbijgaan raakt, voelt onaangenaam aan.',
  'spd-4': 'Sterke geuren, zoals parfum in de bus, kan ik gemakkelijk negeren.',
  'spd-5': 'Als er veel tegelijk gebeurt, zoals op een feest, raak ik al snel overprikkeld.',
  'spd-6': 'Als ik een lawaaierige plek vol mensen verlaat, voel ik me binnen een paar minuten weer rustig.',
  'spd-7': 'Ik ga op zoek naar sterke sensaties, zoals achtbanen of heel harde muziek.',
  'spd-8': 'Ik merk vaak pas dat ik honger heb als ik dringend iets moet eten.',
  'spd-9':
    'Als anderen zeggen dat een geur al weg is, zoals die van het eten van gisteravond, ruik ik hem nog.',
};
