// Written by `npm run translations:records` from ../../nl.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'asd-1': 'Als mensen in een ruimte net ruzie hebben gehad, voel ik dat zodra ik binnenkom.',
  'asd-2':
    'Een zacht, constant geluid, zoals van een ventilator, kan het voor mij moeilijk maken om na te denken.',
  'asd-3': 'Aan mensen vragen hoe hun dag was, gaat me vanzelf af.',
  'asd-4': 'Als ik een menukaart bekijk, valt een spelfout me eerder op dan de gerechten.',
  'asd-5': 'Ik vind het moeilijk om in te schatten of iemand vriendelijk is of gewoon beleefd.',
  'asd-6': 'Ik voel me gespannen totdat ik precies weet hoe mijn dag zal verlopen.',
  'asd-7': 'Mijn interesses zijn veel intenser dan die van de mensen om me heen.',
  'asd-8':
    'Als iemand bij een open raam zegt dat het koud is, weet ik dat die persoon het raam graag dicht wil.',
  'asd-9': 'Labeltjes in kleding die tegen mijn huid zitten, vind ik erg vervelend.',
  'asd-10': 'Aansluiten bij een gesprek dat al begonnen is, vind ik gemakkelijk.',
  'asd-11': 'Als vrienden onderweg een ander café voorstellen, ga ik daar graag in mee.',
  'asd-12':
    'Mensen bij wie ik op bezoek was, hebben me al eens duidelijk moeten zeggen dat het tijd was om te gaan.',
  'asd-13':
    'Als ik bij andere mensen ben, houd ik mijn lichaam bewust stil, zodat ik er net zo uitzie als iedereen.',
  'asd-14': 'Als ik iemand over een reis vertel, houd ik het bij de hoofdzaken.',
  'asd-15':
    'Als iemand me een nieuwe manier laat zien om een vertrouwd klusje te doen, probeer ik die graag uit.',
  'asd-16': 'Ik vind het moeilijk om te herkennen wanneer iemand sarcastisch is.',
  'asd-17': 'Ik voel me op mijn gemak op drukke, lawaaierige plekken, zoals een winkelcentrum.',
  'asd-18': 'Als ik vrije tijd heb, besteed ik die bijna altijd aan dezelfde een of twee interesses.',
  'asd-19': 'Ik kijk naar een punt vlak bij de ogen van mensen, zodat het lijkt alsof ik oogcontact maak.',
  'asd-20': 'Me aanpassen aan een groep put me uit.',
};
