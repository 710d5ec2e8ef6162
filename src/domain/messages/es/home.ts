/** The home page's first screen in Spanish; see ../en/home.ts. */
export const heading = 'Descubra su perfil neurodivergente';
export const lead =
  'Autoevaluaciones tranquilas y basadas en la investigación para personas adultas que quieren comprender sus rasgos de autismo, TDAH, procesamiento sensorial, dispraxia o dislexia, sin esperar años una primera respuesta.';
export const benefitSuite = 'Una serie completa de autoevaluaciones basadas en la investigación';
export const benefitInstant = 'Resultados al momento, en pocos minutos';
export const benefitShareable = 'Informes para compartir';
export const benefitNoAccount =
  'Sin cuenta y sin nombre. Solo vinculamos sus respuestas a su correo electrónico si compra un informe.';
export const howWeHandleData = 'Cómo tratamos sus datos';
export const startComprehensive = 'Empezar la autoevaluación integral';
export const priceLine = ({ price }: { price: string }) =>
  `Primeras orientaciones gratuitas · Informe completo ${price}`;
