/**
 * The Terms and Conditions in Spanish, translated as a whole from ../en/terms.tsx and changed with it. Where the two
 * differ, the last section lets the version more favourable to the consumer apply: EU law reads unclear standard
 * terms in the consumer's favour anyway (Directive 93/13/EEC, Article 5), so "the English prevails" would promise
 * what it cannot hold. The sections keep the English ids, so that links such as
 * `/terms#payment-and-refunds` work here too. Written for this site and checked against the English, not yet read
 * by a native-speaking reviewer or a lawyer.
 */
import { Link } from 'wouter';
import { REPORT_PRICE_TEXT } from '../../../../../domain/checkout/price.ts';
import type { LegalDocumentText, LegalSection, LegalTextContext } from '../../legal-document.tsx';

export function termsDocument({ supportEmail }: LegalTextContext): LegalDocumentText {
  const contact = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;

  const sections: LegalSection[] = [
    {
      title: 'Aceptación de las condiciones',
      id: 'agreement-to-terms',
      content: (
        <>
          <p>
            Estas condiciones se aplican cuando usted utiliza el sitio web de Traitscope («nosotros»), hace
            una autoevaluación, compra un Informe completo o participa en el programa de recomendaciones. Al
            utilizar el sitio web, usted las acepta. Si no está de acuerdo, le rogamos que no utilice el sitio
            web.
          </p>
          <p>
            Nuestra <Link href="/privacy-policy">Política de privacidad</Link> explica cómo tratamos su
            información. Forma parte de estas condiciones.
          </p>
        </>
      ),
    },
    {
      title: 'Solo a título informativo – no es un diagnóstico',
      id: 'information-only-not-a-diagnosis',
      content: (
        <>
          <p>
            <strong>
              Nuestras autoevaluaciones e informes son solo a título informativo. No son un diagnóstico.
            </strong>{' '}
            No pueden decirle si usted es autista, si tiene TDAH o si le corresponde algún otro diagnóstico, y
            no sustituyen una evaluación, un consejo ni un tratamiento por parte de una persona profesional.
          </p>
          <p>
            Le recomendamos que hable de sus resultados con una persona profesional de la salud cualificada,
            por ejemplo su médico, o en una consulta de psicología o de psiquiatría. No deje de lado ni
            retrase un consejo profesional por un resultado obtenido en este sitio web.
          </p>
          <p>
            El Informe completo puede incluir recursos y centros de diagnóstico. Los mencionamos para ayudarle
            a encontrar apoyo; no recomendamos ningún centro o servicio concreto ni asumimos responsabilidad
            por ninguno de ellos.
          </p>
          <p>
            Si está pasando por una crisis o no se siente a salvo, llame enseguida a los servicios de
            emergencia de su zona.
          </p>
        </>
      ),
    },
    {
      title: 'Edad mínima',
      id: 'age-requirement',
      content: (
        <>
          <p>
            Las autoevaluaciones están escritas para personas adultas. Para utilizar este sitio web, debe
            tener 18 años o más.
          </p>
          <p>
            Si es menor de 18 años, solo puede utilizar el sitio web con el consentimiento y el acompañamiento
            de su madre, su padre o la persona que ejerza su tutela. Esa persona también debe dar su
            consentimiento para cualquier compra.
          </p>
        </>
      ),
    },
    {
      title: 'Sus responsabilidades',
      id: 'user-responsibilities',
      content: (
        <>
          <p>Cuando utilice el sitio web, le pedimos que:</p>
          <ul>
            <li>responda a las preguntas con sinceridad y pensando en usted;</li>
            <li>
              revise con cuidado su dirección de correo electrónico al pagar, porque es ahí donde le enviamos
              su informe;
            </li>
            <li>
              invite solo a amistades a quienes les agrade recibir una invitación, y solo si les parece bien
              que usted nos facilite su dirección de correo electrónico;
            </li>
            <li>
              mantenga en privado sus enlaces para compartir si no quiere que otras personas vean el resumen
              de sus resultados.
            </li>
          </ul>
          <p>Le pedimos que no:</p>
          <ul>
            <li>
              intente acceder sin permiso al sitio web, sobrecargarlo o alterar su funcionamiento, ni eludir
              sus medidas de seguridad;
            </li>
            <li>
              recopile contenido del sitio web de forma automática, por ejemplo con programas de extracción
              (scrapers) o bots;
            </li>
            <li>
              intente obtener un informe sin pagar, ni haga un uso indebido de los códigos de descuento o de
              recomendación;
            </li>
            <li>utilice el sitio web con fines ilícitos.</li>
          </ul>
          <p>Podemos bloquear el acceso a cualquier persona que no respete estas normas.</p>
        </>
      ),
    },
    {
      title: 'Propiedad intelectual',
      id: 'intellectual-property',
      content: (
        <>
          <p>
            El sitio web y todo su contenido, incluidas las preguntas, los textos, los informes, el diseño y
            el logotipo, pertenecen a Traitscope o a quienes nos han concedido una licencia para usarlos.
            Están protegidos por los derechos de autor y por otras leyes.
          </p>
          <p>
            Puede utilizar el sitio web y su propio informe con fines personales y no comerciales. Puede
            imprimir su informe con toda libertad y compartirlo con quien le atienda en consulta o con
            personas de su confianza.
          </p>
          <p>
            Sin nuestro permiso por escrito, no puede copiar, vender, volver a publicar ni adaptar las
            autoevaluaciones, los informes ni ningún otro contenido.
          </p>
        </>
      ),
    },
    {
      title: 'Pago y reembolsos',
      id: 'payment-and-refunds',
      content: (
        <>
          <h3>Precio y pago</h3>
          <ul>
            <li>
              El Informe completo cuesta {REPORT_PRICE_TEXT}: es el precio que usted paga, IVA incluido.
            </li>
            <li>
              El pago lo gestiona nuestro proveedor de servicios de pago, Stripe. Usted introduce los datos de
              su tarjeta en la página de pago segura de Stripe. Nosotros no recibimos ni guardamos los datos
              de su tarjeta.
            </li>
            <li>
              Le enviamos el informe en PDF a la dirección de correo electrónico que indique al pagar,
              normalmente en pocos minutos.
            </li>
            <li>
              Los códigos de descuento y de recompensa no se pueden canjear por dinero, y un código de
              recompensa solo se puede usar una vez.
            </li>
          </ul>

          <h3>Reembolsos</h3>
          <p>
            El Informe completo es un contenido digital que se entrega de inmediato. Por eso, por lo general
            no hacemos reembolsos una vez entregado el informe.
          </p>
          <p>
            En la Unión Europea, las personas consumidoras suelen tener 14 días para desistir de una compra en
            línea. Cuando usted pide que su informe se entregue de inmediato, acepta que la entrega empiece en
            ese momento y reconoce que pierde este derecho de desistimiento en cuanto la entrega ha empezado.
          </p>

          <h3>Si su informe no llega</h3>
          <p>
            Si su informe no llega o el archivo no se puede abrir, avísenos en un plazo de 7 días desde su
            compra en {contact}. Antes, le rogamos que revise su carpeta de correo no deseado (spam). Le
            enviaremos el informe de nuevo y, si no podemos hacérselo llegar, le devolveremos el importe.
          </p>

          <p>
            <strong>Sus derechos legales no se ven afectados.</strong> Nada de lo dispuesto en estas
            condiciones limita los derechos que la ley le reconoce como persona consumidora en la Unión
            Europea, por ejemplo si un informe no se entrega o no se corresponde con su descripción.
          </p>
        </>
      ),
    },
    {
      title: 'Limitación de responsabilidad',
      id: 'limitation-of-liability',
      content: (
        <>
          <p>
            Ponemos mucho empeño en que nuestras autoevaluaciones sean cuidadosas y útiles. Pero son solo a
            título informativo, y no podemos prometer que los resultados sean completos o exactos en su caso.
            No somos responsables de las decisiones que usted tome basándose solo en sus resultados, sin
            consejo profesional.
          </p>
          <p>
            En la medida en que la ley lo permita, nuestra responsabilidad total frente a usted por cualquier
            cuestión relacionada con el sitio web o con un informe se limita al importe que nos haya pagado.
          </p>
          <p>
            Esto no limita nuestra responsabilidad en los casos en que la ley no permite limitarla, por
            ejemplo por muerte o lesiones personales causadas por nuestra negligencia, por fraude o por daños
            que causemos de forma intencionada o por negligencia grave.
          </p>
        </>
      ),
    },
    {
      title: 'Cambios en estas condiciones',
      id: 'modification-of-terms',
      content: (
        <>
          <p>
            Podemos actualizar estas condiciones de vez en cuando, por ejemplo cuando añadimos funciones o
            cambia la ley. Cuando lo hagamos, cambiaremos la fecha de entrada en vigor que figura al principio
            de esta página.
          </p>
          <p>
            A una compra se le aplican las condiciones vigentes el día en que la hizo. Si sigue utilizando el
            sitio web después de un cambio, a ese uso se le aplican las nuevas condiciones.
          </p>
        </>
      ),
    },
    {
      title: 'Legislación aplicable',
      id: 'governing-law',
      content: (
        <>
          <p>Estas condiciones se rigen por el Derecho de la Unión Europea.</p>
          <p>
            Si usted es una persona consumidora, esto no le quita la protección que le dan las normas
            imperativas de protección de las personas consumidoras del país en el que vive.
          </p>
          <p>
            Si tiene algún problema, le rogamos que se ponga primero en contacto con nosotros. Nos gustaría
            ayudarle a resolverlo.
          </p>
        </>
      ),
    },
    {
      title: 'Contacto',
      id: 'contact-information',
      content: (
        <p>Si tiene alguna pregunta sobre estas condiciones, escríbanos un correo electrónico a {contact}.</p>
      ),
    },
    {
      title: 'Versiones lingüísticas',
      id: 'language-versions',
      content: (
        <p>
          Estas condiciones son una traducción de la versión en inglés. Si las dos versiones no coinciden, se
          aplica la que sea más favorable para usted como persona consumidora.
        </p>
      ),
    },
  ];

  return {
    title: 'Términos y condiciones',
    intro: (
      <p>
        Estas condiciones explican las normas para utilizar Traitscope y comprar un Informe completo. Las
        hemos redactado de la forma más breve y clara posible. Lo más importante: nuestras autoevaluaciones le
        dan información, no un diagnóstico.
      </p>
    ),
    sections,
  };
}
