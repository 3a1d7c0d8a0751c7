import { parseBlocks, section } from './markup';
import type { DocBrand, LegalDocument } from './types';

/** Aviso de privacidad integral (español). Las cifras de la especificación, sección 9, van tal cual. */
export default function privacyEs(b: DocBrand): LegalDocument {
  return {
    language: 'es',
    title: 'Aviso de privacidad',
    updated: 'Última actualización: 23 de noviembre de 2026',
    contentsTitle: 'Contenido',
    backToContents: 'Volver al contenido',
    preamble: parseBlocks(`
      ${b.companyName} ("${b.appName}", "nosotros") pone a tu disposición este aviso de privacidad integral en cumplimiento de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares, su Reglamento y los Lineamientos del Aviso de Privacidad. Aquí explicamos qué datos personales tratamos, para qué, con quién los compartimos y cómo puedes ejercer tus derechos.
      Los préstamos son exclusivamente para usuarios mexicanos: solo atendemos solicitudes de personas mayores de edad que residen en México y cuentan con una identificación oficial mexicana vigente.
    `),
    sections: [
      section(
        'controller',
        '1. Identidad y domicilio del responsable',
        `
        El responsable del tratamiento de tus datos personales es ${b.companyName}, que opera la aplicación y las páginas web de ${b.appName}.
        Para cualquier asunto relacionado con este aviso o con tus datos personales puedes dirigirte a nuestro Departamento de Datos Personales:
        - Correo electrónico: ${b.email}
        - Teléfono de atención a clientes: ${b.servicePhone}
        - Domicilio para oír y recibir notificaciones: el que publicamos en la sección de contacto de nuestro sitio web oficial.
      `,
      ),
      section(
        'scope',
        '2. A quién aplica este aviso',
        `
        Este aviso aplica a quienes descargan y usan la aplicación de ${b.appName}, visitan nuestras páginas web, solicitan un préstamo, lo contratan o lo pagan, y a quienes se comunican con nuestro servicio de atención a clientes.
        Los préstamos son exclusivamente para usuarios mexicanos. Si no resides en México, no envíes una solicitud: los datos de una solicitud que no cumple este requisito se eliminan y no se usan para ninguna otra finalidad.
      `,
      ),
      section(
        'data',
        '3. Datos personales que recabamos',
        `
        Recabamos tus datos directamente de ti cuando los capturas en la aplicación, de forma automática cuando usas nuestros servicios y, con tu autorización, de sociedades de información crediticia. Las categorías son:
        = Datos de identificación | nombre completo, fecha y lugar de nacimiento, sexo, nacionalidad, CURP, RFC, imagen de tu identificación oficial y firma electrónica.
        = Datos de contacto | número de teléfono celular, correo electrónico, domicilio y, si tú los proporcionas, datos de contacto de referencias personales, a quienes solo contactamos para verificar la referencia.
        = Datos laborales y patrimoniales | ocupación, fuente y monto de ingresos, datos de la cuenta bancaria o tarjeta en la que recibes y pagas tu préstamo (CLABE, banco y los últimos dígitos de la tarjeta), historial de pagos con nosotros e historial crediticio.
        = Datos del dispositivo | identificador del dispositivo y de publicidad, modelo, sistema operativo, versión de la aplicación, dirección IP y, si lo autorizas, ubicación aproximada, usados para prevenir fraudes y proteger tu cuenta.
        = Datos biométricos | imágenes de tu rostro y la plantilla facial que se obtiene de ellas, usadas únicamente para comprobar tu identidad (sección 4).
        Los datos biométricos son datos personales sensibles. Solo los tratamos con tu consentimiento expreso y por escrito, que otorgas en la aplicación antes de la verificación de identidad. No recabamos datos sobre tu origen étnico, salud, creencias, afiliación política o sindical ni preferencia sexual.
      `,
      ),
      section(
        'biometrics',
        '4. Datos biométricos y verificación facial',
        `
        Para confirmar que quien solicita el préstamo es el titular de la identificación, la aplicación toma una fotografía o un video corto de tu rostro y lo compara con la fotografía de tu identificación oficial (prueba de vida y comparación facial).
        Las imágenes de tu rostro y la plantilla facial se eliminan dentro de los 30 días naturales siguientes a la verificación. Conservamos únicamente el resultado de la verificación (aprobada o no aprobada) y su fecha, como constancia del proceso.
        No usamos tus datos biométricos para publicidad, no los vendemos y no los compartimos con terceros distintos del proveedor que realiza la comparación por nuestra cuenta, quien está obligado a tratarlos solo para ese fin y con las mismas medidas de seguridad.
      `,
      ),
      section(
        'primary',
        '5. Finalidades primarias',
        `
        Tratamos tus datos personales para las siguientes finalidades, que son necesarias para la relación jurídica que tienes con nosotros:
        - Verificar tu identidad, tu edad y que resides en México.
        - Evaluar tu solicitud y tu capacidad de pago, incluida la consulta de tu historial en sociedades de información crediticia con tu autorización.
        - Celebrar, administrar y cumplir el contrato de préstamo: depositar el dinero, calcular pagos, recibirlos y emitir comprobantes.
        - Gestionar prórrogas, aclaraciones, quejas y solicitudes de atención a clientes.
        - Realizar la cobranza de los montos vencidos, por los medios y en los horarios que permite la ley.
        - Prevenir y detectar fraudes, suplantación de identidad y operaciones ilícitas, y proteger la seguridad de tu cuenta.
        - Cumplir obligaciones legales y requerimientos de autoridades competentes, incluidas las de prevención de operaciones con recursos de procedencia ilícita.
      `,
      ),
      section(
        'secondary',
        '6. Finalidades secundarias',
        `
        Con tu consentimiento, también usamos tus datos de contacto para:
        - Enviarte ofertas de nuevos préstamos y promociones de ${b.appName}.
        - Pedirte tu opinión sobre nuestros servicios y realizar encuestas de calidad.
        - Elaborar estadísticas internas que nos ayudan a mejorar la aplicación.
        Estas finalidades no son necesarias para tu préstamo. Puedes negarte a ellas en cualquier momento desde el apartado de configuración de la aplicación o escribiendo a ${b.email}; tu negativa no afecta tu solicitud ni tu préstamo.
      `,
      ),
      section(
        'transfers',
        '7. Transferencias de datos personales',
        `
        Compartimos tus datos personales solo en los casos siguientes:
        - Con sociedades de información crediticia, para consultar y reportar tu historial crediticio, con la autorización que otorgas al solicitar el préstamo.
        - Con instituciones bancarias, procesadores de pago y comercios que reciben tus pagos, para depositar el préstamo y aplicar tus pagos.
        - Con autoridades competentes, cuando una ley o una orden judicial lo requiere.
        - Con un tercero que adquiera los derechos de cobro de tu préstamo, quien asume las obligaciones de este aviso.
        Estas transferencias no requieren tu consentimiento conforme al artículo 37 de la Ley, porque son necesarias para el contrato que celebraste con nosotros o las exige la ley. Los proveedores que tratan datos por nuestra cuenta (alojamiento, mensajería, verificación de identidad, cobranza) son encargados, no terceros: solo pueden usarlos siguiendo nuestras instrucciones.
        No vendemos ni rentamos tus datos personales.
      `,
      ),
      section(
        'arco',
        '8. Derechos ARCO',
        `
        Tienes derecho a Acceder a tus datos personales, Rectificarlos si son inexactos o incompletos, Cancelarlos cuando consideres que no se requieren para alguna de las finalidades de este aviso, y Oponerte a su tratamiento para fines específicos (derechos ARCO).
        Para ejercerlos, envía una solicitud a ${b.email} desde el correo o el teléfono registrado en tu cuenta, con:
        - Tu nombre completo y un medio para comunicarte la respuesta.
        - Una copia de tu identificación oficial o, si actúas por otra persona, el documento que acredite tu representación.
        - La descripción clara de los datos y del derecho que quieres ejercer y, para una rectificación, el dato correcto y el documento que lo acredita.
        Si tu solicitud no tiene la información necesaria, te pediremos, por una sola vez y dentro de los 5 días siguientes a su recepción, que la corrijas o completes. Tendrás 10 días hábiles para responder a ese requerimiento; si no lo haces, la solicitud se tendrá por no presentada.
        Te comunicaremos nuestra respuesta en un plazo máximo de 20 días contados desde que recibimos tu solicitud completa. Si es procedente, se hará efectiva dentro de los 15 días hábiles siguientes a la fecha de la respuesta. Estos plazos pueden ampliarse una sola vez por un periodo igual cuando las circunstancias lo justifiquen, y te lo informaremos.
        La respuesta y la entrega de tus datos son gratuitas; solo pagarías los gastos de envío o de reproducción en copias, si los pides.
      `,
      ),
      section(
        'revocation',
        '9. Revocación del consentimiento',
        `
        Puedes revocar el consentimiento que nos otorgaste para el tratamiento de tus datos personales, con el mismo procedimiento y los mismos plazos de la sección 8.
        La revocación no tiene efectos retroactivos, y en algunos casos no podremos atenderla de inmediato porque una obligación legal o el contrato de préstamo vigente nos obliga a seguir tratando ciertos datos, por ejemplo mientras exista un saldo pendiente. En ese caso te lo explicaremos en nuestra respuesta.
      `,
      ),
      section(
        'limits',
        '10. Limitación del uso o divulgación',
        `
        Además de los derechos ARCO, puedes pedirnos que dejemos de enviarte publicidad escribiendo a ${b.email}; te incluiremos en nuestra lista interna de exclusión.
        También puedes inscribirte en el Registro Público para Evitar Publicidad (REPEP) de la Procuraduría Federal del Consumidor.
      `,
      ),
      section(
        'cookies',
        '11. Cookies y tecnologías de rastreo',
        `
        Nuestras páginas web usan el almacenamiento del navegador para mantener tu sesión mientras navegas entre páginas y para conservar los borradores que escribes (por ejemplo, una queja sin enviar). Esta información se queda en tu dispositivo.
        La aplicación registra eventos de uso (pantallas visitadas, botones pulsados) junto con el identificador del dispositivo, para medir el funcionamiento del servicio y detectar fraudes. No usamos cookies de publicidad de terceros en nuestras páginas.
        Puedes borrar el almacenamiento del navegador desde su configuración; al hacerlo tendrás que volver a abrir la página desde la aplicación.
      `,
      ),
      section(
        'security',
        '12. Seguridad y conservación',
        `
        Protegemos tus datos con medidas de seguridad administrativas, técnicas y físicas: conexiones cifradas, acceso restringido al personal que lo necesita y registros de acceso.
        Conservamos tus datos mientras tengas una cuenta o un préstamo con nosotros y, después, durante los plazos que exigen las leyes fiscales y financieras; al terminar, los eliminamos o los anonimizamos. Los datos biométricos se eliminan en el plazo señalado en la sección 4.
      `,
      ),
      section(
        'changes',
        '13. Cambios a este aviso',
        `
        Podemos modificar este aviso por cambios en la ley, en nuestros servicios o en nuestras prácticas. Publicaremos la versión vigente en la aplicación y en nuestro sitio web, con su fecha de actualización, y te avisaremos en la aplicación cuando un cambio afecte las finalidades o las transferencias de tus datos.
      `,
      ),
      section(
        'contact',
        '14. Contacto y autoridad',
        `
        Si tienes dudas sobre este aviso, escribe a ${b.email} o llama al ${b.servicePhone}.
        Si consideras que tu derecho a la protección de datos personales ha sido vulnerado, puedes acudir a la autoridad competente en materia de protección de datos personales.
      `,
      ),
    ],
  };
}
