// Written by `npm run translations:records` from ../../es.ts; edit the record, not this file.
export const ITEMS: Readonly<Record<string, string>> = {
  'dys-1': 'Escribir a mano con buena letra me cuesta mucho esfuerzo.',
  'dys-2': 'Vuelco o tiro cosas sin querer más a menudo que la mayoría de la gente.',
  'dys-3': 'Mantengo el equilibrio con facilidad, por ejemplo, cuando voy de pie en un autobús en marcha.',
  'dys-4': 'Aprendo con rapidez nuevas habilidades físicas, como un paso de baile.',
  'dys-5':
    'Las tareas que requieren precisión, como abrochar botones pequeños, me resultan rápidas y fáciles.',
  'dys-6': 'Me cuesta calcular distancias, como el espacio que necesito para aparcar.',
  'dys-7': 'Hacer la maleta de forma que todo quepa me lleva varios intentos.',
  'dys-8': 'En mi infancia, los juegos de pelota me costaban más que a otras personas de mi edad.',
};
