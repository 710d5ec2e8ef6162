/**
 * The Privacy Policy in Spanish, translated as a whole from ../en/privacy-policy.tsx and changed with it. The
 * sections keep the English ids, so that links such as `/privacy-policy#information-we-collect` work here too.
 * The GDPR's terms are those of its Spanish text (RGPD). Written for this site and checked against the English,
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
  const yourData = <Link href="/your-data">Sus datos</Link>;
  // Not describePeriod, which words a period in English: "1 mes", "12 meses", "1 día", "90 días". Each period
  // follows "durante", "al cabo de" or "no más de", which read the same in the singular and the plural.
  const answersPeriod = `${answersMonths} ${plural(answersMonths, { one: 'mes', other: 'meses' }, 'es')}`;
  const days = (count: number) => `${count} ${plural(count, { one: 'día', other: 'días' }, 'es')}`;

  const sections: LegalSection[] = [
    {
      title: 'Introducción',
      id: 'introduction',
      content: (
        <>
          <p>
            Traitscope («nosotros») gestiona este sitio web, donde las personas adultas pueden hacer breves
            autoevaluaciones sobre rasgos neurodivergentes. Las autoevaluaciones son solo informativas. No son
            un diagnóstico.
          </p>
          <p>
            Somos el responsable del tratamiento de los datos personales que describe esta política.
            Intentamos recoger los menos posibles, y queremos que usted sepa exactamente qué ocurre con ellos.
            Esta política abarca todo lo que hace en este sitio web, incluida la compra de un Informe completo
            y el uso del programa de recomendaciones.
          </p>
          <p>
            Si algo de lo que aquí se dice no está claro, o tiene alguna pregunta sobre sus datos, escríbanos
            a {contact}.
          </p>
          <p>
            Si cambiamos esta política, actualizaremos la fecha de entrada en vigor que figura al principio de
            esta página. Si un cambio es importante, también lo indicaremos en el sitio web.
          </p>
        </>
      ),
    },
    {
      title: 'Qué información recogemos',
      id: 'information-we-collect',
      content: (
        <>
          <p>
            <strong>No necesita darnos ningún dato personal para hacer una autoevaluación.</strong> No hay
            cuenta, ni nombre, ni inicio de sesión.
          </p>

          <h3>La información que usted decide darnos</h3>
          <p>Solo tenemos su dirección de correo electrónico si usted nos la da. Esto ocurre en dos casos:</p>
          <ul>
            <li>
              <strong>Al pagar</strong>, cuando compra un Informe completo. Necesitamos su dirección de correo
              electrónico para enviarle el informe.
            </li>
            <li>
              <strong>En el programa de recomendaciones</strong>, cuando invita a una persona amiga
              introduciendo su dirección de correo electrónico. Usamos esa dirección solo para enviar esa
              única invitación. No le enviamos recordatorios ni la usamos para nada más. Una dirección recibe
              de nosotros como máximo una invitación cada 30 días, la pida quien la pida, y ninguna si la
              persona titular nos ha pedido que no la invitemos: esa invitación sigue en su lista, pero no la
              enviamos.
            </li>
          </ul>
          <p>Si nos escribe, también tenemos su mensaje y la dirección desde la que nos escribió.</p>

          <h3>Sus respuestas a las autoevaluaciones</h3>
          <p>
            Cuando termina una autoevaluación, guardamos sus respuestas y el resultado calculado a partir de
            ellas (una puntuación y un nivel). Se guardan con un número de visitante aleatorio, no con su
            nombre. Al cabo de {answersPeriod}, el número de visitante se elimina y las respuestas solo se
            conservan de forma anónima.
          </p>
          <p>
            Sus respuestas tratan de cosas como la atención, la comunicación social, las experiencias
            sensoriales, la coordinación o la lectura. Por eso pueden considerarse datos relativos a la salud,
            que la ley protege con especial cuidado (artículo 9 del Reglamento General de Protección de Datos,
            RGPD). Así es como los tratamos.
          </p>
          <p>
            Después de las preguntas, le hacemos tres más que puede saltarse: desde cuándo nota estas
            experiencias, en qué ámbitos de su vida diaria influyen y cuánto, y un ejemplo con sus propias
            palabras. Sus respuestas se guardan con su resultado y solo se usan para citarlas en su Informe
            completo, en la página pensada para su médico u otra persona profesional de la salud. Están
            incluidas en su descarga de la página {yourData} y se borran con su resultado. Al cabo de{' '}
            {answersPeriod} se eliminan, no se conservan de forma anónima: un ejemplo con sus propias palabras
            podría revelar quién es usted.
          </p>
          <p>
            Si comparte sus resultados, el propio enlace compartido solo contiene el tipo de autoevaluación,
            su puntuación, su nivel y la fecha. Cualquier persona a la que dé el enlace puede ver ese resumen.
          </p>

          <h3>Cuando compra un informe</h3>
          <p>
            Antes de que haga el pedido, le pedimos su consentimiento explícito con una casilla aparte, que no
            viene marcada: que guardemos sus respuestas junto con su dirección de correo electrónico para
            elaborar su informe y enviárselo. Sin ese consentimiento, no aceptamos el pedido. Registramos
            cuándo dio su consentimiento y qué versión de esta política vio.
          </p>
          <p>
            Guardamos un registro de su pedido: su dirección de correo electrónico, a qué autoevaluación
            corresponde, el importe, la fecha, el código de descuento si lo hay, la referencia de pago de
            nuestro proveedor de pagos y si se entregó el correo electrónico con el informe. Nunca vemos ni
            guardamos el número de su tarjeta.
          </p>

          <h3>La información que se recoge automáticamente</h3>
          <p>
            Como la mayoría de los sitios web, nuestro servidor puede registrar su dirección IP e información
            sobre su navegador (como su tipo y su versión, la página que pidió y la página que enlazaba a
            ella). Esto ocurre en:
          </p>
          <ul>
            <li>
              <strong>los registros del servidor</strong>, que usamos para mantener el sitio en funcionamiento
              y para encontrar fallos;
            </li>
            <li>
              <strong>los límites de seguridad</strong>, que impiden que lleguen demasiadas solicitudes de una
              misma persona o de una misma dirección en poco tiempo (limitación de solicitudes);
            </li>
            <li>
              <strong>un registro de páginas no encontradas</strong>: si abre en nuestro sitio una dirección
              que no existe, anotamos esa dirección, el tipo de su navegador y la página que enlazaba a ella,
              para poder reparar los enlaces rotos.
            </li>
          </ul>

          <h3>Las cookies y el almacenamiento de su navegador</h3>
          <ul>
            <li>
              <strong>Una cookie de visitante (necesaria).</strong> Es un número aleatorio que permite al
              sitio reconocer su navegador de una página a otra, por ejemplo para que solo usted pueda abrir
              sus resultados. No contiene su nombre ni sus respuestas, y caduca al cabo de un año.
            </li>
            <li>
              <strong>Una protección contra la falsificación de solicitudes (necesaria).</strong> Es una
              comprobación de seguridad vinculada a su cookie de visitante. Impide que otros sitios web nos
              envíen formularios en su nombre.
            </li>
            <li>
              <strong>Una cookie de su elección sobre las cookies (necesaria).</strong> Solo indica que usted
              ya ha elegido qué cookies acepta, no cuáles, para que las páginas se muestren sin el aviso de
              cookies. Caduca al cabo de un año.
            </li>
            <li>
              <strong>Una cookie de idioma (necesaria).</strong> Solo se guarda cuando usted elige un idioma
              con el selector de idioma, o responde a la sugerencia de otro idioma en la página de inicio.
              Contiene el código del idioma (por ejemplo, «es»), para que el sitio no vuelva a preguntarle.
              Caduca al cabo de un año.
            </li>
            <li>
              <strong>El almacenamiento local.</strong> Su navegador conserva sus respuestas mientras hace una
              autoevaluación (para que no se pierdan si vuelve a cargar la página) y recuerda su elección
              sobre las cookies, sus preferencias de lectura (tamaño del texto, espaciado, tipo de letra, tono
              del fondo, tema, animaciones) y sus ajustes de lectura en voz alta (velocidad, y si se lee cada
              nueva pregunta). Son necesarios para que el sitio funcione como usted ha pedido, así que no
              requieren consentimiento. Todo esto se queda en su dispositivo y nunca se nos envía. Puede
              borrarlo cuando quiera en la configuración de su navegador.
            </li>
          </ul>

          <h3>Estadísticas y analítica opcionales (solo si usted acepta)</h3>
          <p>Están desactivadas hasta que usted las active en la configuración de cookies:</p>
          <ul>
            <li>
              <strong>Nuestras propias estadísticas</strong>: contamos las visitas a las páginas y las
              autoevaluaciones completadas en nuestro propio servidor, para mejorar el sitio (opción
              «Funcionales» o «Analíticas»).
            </li>
            <li>
              <strong>Google Analytics</strong>, que mide cómo se usa el sitio (opción «Analíticas»).
            </li>
            <li>
              <strong>Un píxel publicitario de TikTok</strong>, que mide si nuestros anuncios llevan a compras
              (opción «Marketing»).
            </li>
          </ul>
          <p>
            Google y TikTok nunca reciben sus respuestas ni sus resultados. Sí ven qué páginas visita, por
            ejemplo qué página de autoevaluación abre. Puede cambiar su elección cuando quiera con el botón
            «Configuración de cookies», al pie de cada página.
          </p>
        </>
      ),
    },
    {
      title: 'Cómo usamos su información',
      id: 'how-we-use-your-information',
      content: (
        <>
          <p>Solo usamos su información para:</p>
          <ul>
            <li>mostrarle sus resultados y las primeras orientaciones gratuitas;</li>
            <li>
              tramitar su pedido, enviarle por correo electrónico el Informe completo en PDF y volver a
              enviárselo si la entrega falla;
            </li>
            <li>
              enviar la única invitación que nos pide enviar a una persona amiga, y mostrarle si las personas
              que ha invitado han completado una autoevaluación, para que pueda obtener su recompensa;
            </li>
            <li>responder a sus mensajes y ayudarle cuando tenga algún problema;</li>
            <li>
              mejorar nuestras autoevaluaciones, estudiando las respuestas en su conjunto sin saber quién las
              dio (por ejemplo, con qué frecuencia se elige cada respuesta a una pregunta);
            </li>
            <li>
              mantener el sitio seguro y en funcionamiento: registros del servidor, limitación de solicitudes
              y reparación de enlaces rotos;
            </li>
            <li>entender cómo se usa el sitio, pero solo si ha aceptado las estadísticas o la analítica.</li>
          </ul>
          <p>
            <strong>No vendemos sus datos.</strong> Usamos su dirección de correo electrónico para su pedido y
            su informe, no para una lista de correo.
          </p>
          <p>
            Sus resultados se calculan automáticamente a partir de sus respuestas. Son información solo para
            usted: nadie toma decisiones sobre usted basándose en ellos.
          </p>
        </>
      ),
    },
    {
      title: 'Base jurídica del tratamiento',
      id: 'legal-basis-for-processing',
      content: (
        <>
          <p>
            El RGPD solo nos permite usar datos personales con una base jurídica reconocida. Las nuestras son:
          </p>
          <ul>
            <li>
              <strong>Darle lo que ha pedido</strong> (un contrato con usted, artículo 6.1.b del RGPD):
              mostrar sus resultados, tramitar su pedido y entregarle su informe.
            </li>
            <li>
              <strong>Su consentimiento explícito</strong> (artículo 9.2.a del RGPD): como sus respuestas
              están relacionadas con la salud, le pedimos su consentimiento explícito antes de unirlas a su
              dirección de correo electrónico, por ejemplo para enviarle un informe sobre ellas.
            </li>
            <li>
              <strong>Su consentimiento</strong> (artículo 6.1.a del RGPD): para las estadísticas opcionales,
              Google Analytics y el píxel de TikTok, que solo funcionan si usted los activa.
            </li>
            <li>
              <strong>Una obligación legal</strong> (artículo 6.1.c del RGPD): conservar los registros de
              pedidos que exige la normativa fiscal y contable.
            </li>
            <li>
              <strong>Nuestros intereses legítimos</strong> (artículo 6.1.f del RGPD): mantener el sitio
              seguro y en funcionamiento (registros del servidor, limitación de solicitudes, registro de
              páginas no encontradas), mejorar nuestras autoevaluaciones con análisis anónimos, enviar la
              única invitación que nos pidió enviar a una persona amiga, y evitar el uso indebido de las
              invitaciones y de las recompensas por recomendación (la lista «No invitar» y los límites por
              dirección descritos en «Conservación de los datos»). Puede oponerse a ello en cualquier momento
              (consulte la sección 7).
            </li>
          </ul>
          <p>
            Puede retirar su consentimiento en cualquier momento: para sus respuestas y su dirección de correo
            electrónico, en la página {yourData}, que entonces las borra; para las cookies, con el botón
            «Configuración de cookies». Esto no afecta a nada de lo que hicimos con su consentimiento antes de
            que lo retirara.
          </p>
        </>
      ),
    },
    {
      title: 'Con quién compartimos información',
      id: 'sharing-of-information',
      content: (
        <>
          <p>
            <strong>No vendemos ni alquilamos sus datos personales a nadie.</strong> Solo los compartimos con
            los pocos proveedores de servicios que necesitamos para que el sitio funcione, que solo pueden
            usarlos siguiendo nuestras instrucciones (como encargados del tratamiento):
          </p>
          <ul>
            <li>
              <strong>Stripe</strong>, nuestro proveedor de pagos. Usted introduce los datos de su tarjeta en
              la página de pago segura de Stripe, así que nunca vemos ni guardamos el número de su tarjeta.
              Stripe nos dice si el pago se ha realizado y nos da una referencia de pago. Stripe también tiene
              sus propias obligaciones, por ejemplo la de prevenir el fraude, según su propia política de
              privacidad.
            </li>
            <li>
              <strong>Nuestro proveedor de envío de correo electrónico</strong> (Mailgun, en su región de la
              UE), que envía los correos con los informes y las invitaciones del programa de recomendaciones.
              Recibe la dirección de destino y el contenido del correo, que en el caso de un informe incluye
              sus resultados. Nos avisa cuando un correo no se ha podido entregar porque la dirección no
              existe, o cuando se ha denunciado como spam, para que no enviemos más invitaciones a esa
              dirección.
            </li>
            <li>
              <strong>Nuestro proveedor de alojamiento web</strong>, en cuyos servidores funcionan el sitio
              web y su base de datos.
            </li>
            <li>
              <strong>Google y TikTok</strong>, solo si ha activado «Analíticas» o «Marketing» en la
              configuración de cookies (consulte la sección 2).
            </li>
          </ul>
          <p>
            Algunos de estos proveedores pueden tratar datos fuera de la Unión Europea. En ese caso, deben
            aplicar las garantías que exige el RGPD, como las cláusulas contractuales tipo de la Comisión
            Europea.
          </p>
          <p>
            Dentro de Traitscope, solo un pequeño número de personas autorizadas de nuestro equipo puede ver
            los pedidos, para ayudar con los problemas de pago y de entrega.
          </p>
          <p>Solo daremos información a las autoridades públicas cuando la ley nos obligue a ello.</p>
        </>
      ),
    },
    {
      title: 'Conservación de los datos',
      id: 'data-retention',
      content: (
        <>
          <p>
            Solo conservamos la información mientras la necesitamos. Una tarea programada en nuestro servidor
            aplica estos plazos cada hora:
          </p>
          <ul>
            <li>
              <strong>Las respuestas y los resultados</strong> se guardan con su número de visitante
              aleatorio, y con su dirección de correo electrónico si pidió un informe, durante {answersPeriod}
              . Después se eliminan el número de visitante y la dirección, junto con sus respuestas a las tres
              preguntas opcionales que siguen a una autoevaluación, y solo quedan las respuestas anónimas,
              para análisis que nos ayudan a mejorar las autoevaluaciones.
            </li>
            <li>
              <strong>Los pedidos</strong> conservan su dirección de correo electrónico durante{' '}
              {answersPeriod}. Después, o cuando usted borra sus datos, solo queda lo que exige la normativa
              fiscal y contable: el importe, la fecha y la referencia de pago, sin nada que los vincule con
              usted.
            </li>
            <li>
              <strong>Los correos electrónicos que hemos enviado</strong> (el registro de cada entrega) se
              eliminan al cabo de {answersPeriod}.
            </li>
            <li>
              <strong>
                La dirección de correo electrónico de una persona amiga, en una invitación del programa de
                recomendaciones,
              </strong>{' '}
              se guarda solo para mostrar el estado de esa invitación a quien la envió, y durante no más de{' '}
              {answersPeriod}.
            </li>
            <li>
              <strong>La lista «No invitar»</strong>: cada invitación incluye un enlace para detener todas las
              invitaciones futuras. Cuando alguien lo usa, o cuando una invitación para esa persona no se ha
              podido entregar o se ha denunciado como spam, anotamos su dirección de forma codificada (un hash
              con clave: sin la clave secreta de nuestro servidor no se puede volver a convertir en la
              dirección, ni comparar con una lista de direcciones). Conservamos esta nota mientras sigamos
              enviando invitaciones, porque olvidarla anularía la petición; por la misma razón, borrar sus
              datos no la elimina. No menciona a nadie y solo detiene correos electrónicos: los informes y los
              enlaces que usted pida le siguen llegando.
            </li>
            <li>
              <strong>Los límites por dirección</strong>: para que nadie pueda usar las invitaciones para
              llenar el buzón de una persona desconocida, y para que las recompensas por recomendación sean
              justas, anotamos de la misma forma codificada cuándo recibió una dirección su última invitación
              y cuándo se usó por última vez una recompensa por recomendación para ella. Cada nota se elimina
              30 días después.
            </li>
            <li>
              <strong>Los enlaces a la página «Sus datos»</strong> funcionan una sola vez, durante una hora, y
              se eliminan al cabo de un día. Solo guardamos una forma codificada de cada enlace.
            </li>
            <li>
              <strong>El registro de páginas no encontradas</strong> se elimina al cabo de{' '}
              {days(notFoundLogDays)}.
            </li>
            <li>
              <strong>Las copias de prueba de correos electrónicos</strong>: cuando nuestro envío de correo
              está desactivado (por ejemplo, en una instalación de prueba), los correos se guardan en un buzón
              interno en lugar de enviarse, y se eliminan al cabo de {days(capturedEmailDays)}.
            </li>
            <li>
              <strong>Los registros del servidor</strong> se conservan solo el tiempo necesario para mantener
              el sitio seguro y corregir fallos.
            </li>
            <li>
              <strong>La cookie de visitante</strong>,{' '}
              <strong>la cookie de su elección sobre las cookies</strong> y{' '}
              <strong>la cookie de idioma</strong> caducan al cabo de un año.{' '}
              <strong>El almacenamiento local</strong> permanece en su dispositivo hasta que usted lo borre.
            </li>
          </ul>
        </>
      ),
    },
    {
      title: 'Sus derechos',
      id: 'your-rights',
      content: (
        <>
          <p>Según el RGPD, usted tiene derecho a:</p>
          <ul>
            <li>
              <strong>Acceder a sus datos</strong>: pedir una copia de los datos personales que tenemos sobre
              usted.
            </li>
            <li>
              <strong>Rectificarlos</strong>: pedirnos que corrijamos lo que esté mal, como una dirección de
              correo electrónico mal escrita.
            </li>
            <li>
              <strong>Suprimirlos</strong>: pedirnos que borremos sus datos.
            </li>
            <li>
              <strong>Retirar su consentimiento</strong> en cualquier momento. Para las cookies y la
              analítica, use el botón «Configuración de cookies», al pie de cada página. Para sus respuestas y
              su dirección de correo electrónico, use la página {yourData}.
            </li>
            <li>
              <strong>Llevárselos</strong> (portabilidad): recibir sus datos en un formato de uso común y de
              lectura mecánica.
            </li>
            <li>
              <strong>Oponerse o pedir la limitación</strong>: pedirnos que dejemos de usar sus datos, o que
              dejemos de usarlos por un tiempo, para un fin concreto.
            </li>
            <li>
              <strong>Reclamar</strong> ante una autoridad de control de protección de datos, por ejemplo la
              del país de la UE donde vive o trabaja.
            </li>
          </ul>
          <p>
            <strong>Casi todo esto puede hacerlo por su cuenta, al momento, en la página {yourData}.</strong>{' '}
            Introduzca la dirección de correo electrónico con la que hizo el pedido y le enviaremos a esa
            dirección un enlace que funciona una sola vez, durante una hora. El enlace abre una página con
            cada resultado, pedido e invitación que tenemos para esa dirección. Allí puede descargarlo todo en
            un archivo (JSON), corregir la dirección, o retirar su consentimiento y borrarlo todo. Al borrar,
            se eliminan sus respuestas, sus resultados y su dirección en todas partes, incluidos los correos
            que aún conservamos; solo guardamos el importe, la fecha y la referencia de pago de cada pedido,
            como exige la normativa fiscal, sin nada que los vincule con usted.
          </p>
          <p>
            Para corregir la dirección, enviamos un enlace de confirmación a la nueva dirección. Sus datos
            solo pasan a ella cuando se abre ese enlace, y la página de la dirección antigua se cierra en ese
            mismo momento. Si una dirección solo se escribió en un resultado, sin ningún pedido desde esa
            dirección, la página muestra ese resultado en la lista, pero nunca sus respuestas: cualquiera
            puede escribir cualquier dirección, y las respuestas pertenecen a quien las dio.
          </p>
          <p>
            Si no pidió ningún informe, sus resultados solo están vinculados a la cookie de visitante de su
            navegador: puede borrarlos con el botón «Borrar mis resultados» de su página de resultados.
          </p>
          <p>
            Para cualquier otra cosa, o si lo prefiere, escríbanos a {contact}. Es gratuito. Le responderemos
            en el plazo de un mes. Como no le pedimos su nombre, puede que le pidamos algo que nos ayude a
            encontrar sus datos, como la dirección de correo electrónico que usó para un pedido, y puede que
            comprobemos que esa dirección es realmente suya. Guardamos constancia de que se hizo un borrado
            (cuándo, quién lo hizo y cuántos registros), nunca de lo que se borró.
          </p>
        </>
      ),
    },
    {
      title: 'Seguridad de los datos',
      id: 'data-security',
      content: (
        <>
          <p>Protegemos su información con cuidado:</p>
          <ul>
            <li>El sitio web se sirve a través de una conexión cifrada (HTTPS).</li>
            <li>Los datos de la tarjeta van directamente a Stripe. Nunca pasan por nuestros servidores.</li>
            <li>
              Su cookie de visitante está firmada, para que nadie pueda falsificarla, y los scripts de las
              páginas web no pueden leerla. Cada formulario que usted envía pasa por nuestra protección contra
              la falsificación de solicitudes.
            </li>
            <li>La limitación de solicitudes protege el sitio frente a los abusos.</li>
            <li>
              El área de administración está protegida con un inicio de sesión. Las contraseñas solo se
              guardan de forma codificada, que no permite volver a obtener la contraseña, y las claves de
              nuestros proveedores de servicios se guardan cifradas.
            </li>
            <li>Nuestros registros nunca guardan cookies ni contraseñas.</li>
            <li>Solo el personal autorizado puede ver los pedidos.</li>
          </ul>
          <p>
            Ningún sistema es totalmente seguro. Si alguna vez un problema de seguridad pone en riesgo sus
            datos, se lo comunicaremos a usted y a la autoridad de control, como exige la ley.
          </p>
        </>
      ),
    },
    {
      title: 'Contacto',
      id: 'contact-us',
      content: (
        <>
          <p>
            Para cualquier pregunta sobre esta política o sobre sus datos, o para ejercer sus derechos,
            escríbanos un correo electrónico a {contact}.
          </p>
          <p>
            También puede leer nuestros <Link href="/terms">Términos y condiciones</Link>.
          </p>
        </>
      ),
    },
  ];

  return {
    title: 'Política de privacidad',
    intro: (
      <p>
        Esta política explica, con palabras sencillas, qué información recogemos, por qué y qué opciones tiene
        usted. En resumen: puede hacer todas las autoevaluaciones sin decirnos quién es, solo tenemos su
        dirección de correo electrónico si usted nos la da, y nunca vendemos sus datos.
      </p>
    ),
    sections,
  };
}
