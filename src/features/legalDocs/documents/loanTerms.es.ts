import { parseBlocks, section } from './markup';
import type { DocBrand, LegalDocument } from './types';

/**
 * Términos y condiciones del préstamo (español) del despliegue de la India. Todas las secciones de la
 * pantalla 11 y todas las cifras de la sección 9 de la especificación, tal como las da.
 */
export default function loanTermsEs(b: DocBrand): LegalDocument {
  return {
    language: 'es',
    title: 'Términos y condiciones del préstamo',
    updated: 'Última actualización: 23 de noviembre de 2026',
    contentsTitle: 'Contenido',
    backToContents: 'Volver al contenido',
    preamble: parseBlocks(`
      Este documento pertenece al despliegue de ${b.appName} en la India. Establece los términos y condiciones con los que ${b.companyName} (el "Prestamista") presta a personas físicas a través de la aplicación ${b.appName}, y se aplica únicamente a personas de nacionalidad india mayores de 18 años que residen en la India.
      Léelo con atención antes de aceptar un préstamo. Al aceptar una oferta de préstamo en la aplicación aceptas estos términos, el resumen del préstamo que se te muestra antes de aceptar y el aviso de privacidad del Prestamista. Si algo no te queda claro, comunícate con atención a clientes en ${b.email} o al ${b.servicePhone} antes de aceptar.
    `),
    sections: [
      section(
        'definitions',
        '1. Definiciones',
        `
        En estos términos, las palabras siguientes tienen el significado que aquí se indica:
        = Prestatario, tú | la persona física que solicita y recibe un Préstamo a través de la Aplicación.
        = Prestamista, nosotros | ${b.companyName}, incluidos sus sucesores y cesionarios autorizados.
        = Aplicación | la aplicación móvil ${b.appName} y las páginas web a través de las cuales el Prestamista ofrece Préstamos.
        = Préstamo | el monto que el Prestamista presta al Prestatario conforme a estos términos, como se indica en el Resumen del Préstamo.
        = Resumen del Préstamo | la pantalla, mostrada antes de aceptar, que indica el monto del Préstamo, el Plazo, los intereses, las comisiones, el total a pagar y la fecha de vencimiento de cada pago.
        = Plazo | el periodo desde la Fecha de Desembolso hasta la última fecha de vencimiento del Préstamo.
        = Fecha de Desembolso | el día en que el monto del Préstamo se acredita en la cuenta bancaria del Prestatario.
        = Fecha de Vencimiento | cada fecha en la que vence un pago conforme al Resumen del Préstamo.
        = Saldo Pendiente | todo el capital, intereses, comisiones y cargos adeudados y aún no pagados en un momento dado.
        = Día Hábil | cualquier día, excepto sábados, domingos y días festivos, en que los bancos abren en la India.
      `,
      ),
      section(
        'purpose',
        '2. Finalidad del préstamo',
        `
        El Préstamo es un préstamo personal a corto plazo para necesidades personales o del hogar lícitas del Prestatario, como gastos médicos, educativos, de viaje o domésticos.
        El Prestatario no usará el Préstamo para fines especulativos, ilícitos o antisociales, incluidos los juegos de azar, la compraventa de valores o materias primas o la compra de terrenos, y no prestará el monto del Préstamo a otra persona.
      `,
      ),
      section(
        'amount',
        '3. Monto del préstamo',
        `
        El Prestamista decide el monto que ofrece a cada Prestatario con base en la información proporcionada, el historial crediticio del Prestatario y su política de crédito. El monto ofrecido puede ser menor que el solicitado.
        El monto del Préstamo, la comisión de apertura y los impuestos que se descuentan de él, y el monto neto que se acredita al Prestatario se indican en el Resumen del Préstamo. El Prestamista resuelve una solicitud completa en un plazo de 1 día desde que la recibe e informa la decisión al Prestatario en la Aplicación.
      `,
      ),
      section(
        'term',
        '4. Plazo',
        `
        Cada Préstamo tiene un Plazo de 91 a 365 días naturales contados desde la Fecha de Desembolso. El Plazo del Préstamo y la fecha de vencimiento de cada parcialidad se indican en el Resumen del Préstamo.
        No se ofrece ningún Préstamo con un Plazo menor de 91 días ni mayor de 365 días.
      `,
      ),
      section(
        'prolongation',
        '5. Prórroga',
        `
        Antes de una Fecha de Vencimiento, el Prestatario puede solicitar en la Aplicación prorrogar (ampliar) el pago que vence. El Prestamista puede aceptar o rechazar la solicitud a su criterio.
        Si el Prestamista la acepta, la Aplicación muestra la nueva Fecha de Vencimiento y la comisión por prórroga antes de que el Prestatario confirme; la prórroga surte efecto solo cuando se paga esa comisión. Una prórroga no cambia el monto del Préstamo, y el Plazo con cualquier prórroga nunca supera los 365 días.
      `,
      ),
      section(
        'interest',
        '6. Intereses',
        `
        Los intereses del Préstamo se cobran a la tasa indicada en el Resumen del Préstamo, calculados sobre el capital pendiente por el número de días que está pendiente. La tasa anual, que incluye todas las comisiones y cargos, se muestra en el Resumen del Préstamo antes de aceptar.
        Sobre cualquier monto que siga sin pagarse después de su Fecha de Vencimiento se generan intereses diarios sobre el monto no pagado, contados desde el día siguiente a la Fecha de Vencimiento:
        - 5% diario del día 1 al 30;
        - 4% diario del día 31 al 90;
        - 2% diario a partir del día 91 y hasta que el monto se pague por completo.
        Los intereses sobre montos no pagados no se capitalizan y nunca se cobran sobre la penalización por pago tardío.
      `,
      ),
      section(
        'late-fees',
        '7. Cargos por pago tardío',
        `
        Si el Prestatario no paga un monto completo a más tardar en su Fecha de Vencimiento, se cobra una penalización única por pago tardío, además de los intereses sobre montos no pagados de la sección 6:
        - Rs.1,000 para clientes nuevos (un Prestatario con su primer Préstamo con el Prestamista);
        - Rs.800 para clientes recurrentes (un Prestatario que ya pagó por completo un Préstamo anterior).
        La penalización se cobra una sola vez por Préstamo, sin importar el número de pagos tardíos. El Prestamista envía un recordatorio antes de cada Fecha de Vencimiento y al día siguiente de un pago no realizado.
      `,
      ),
      section(
        'release',
        '8. Condiciones para la entrega del préstamo',
        `
        El Prestamista entrega el Préstamo solo cuando se cumplen todas las condiciones siguientes:
        - el Prestatario es de nacionalidad india, mayor de 18 años, reside en la India y tiene un PAN vigente y un Aadhaar u otro documento oficial válido verificado;
        - el Prestatario completó en la Aplicación la solicitud, la verificación de identidad y la verificación de su cuenta bancaria;
        - el Prestatario aceptó electrónicamente el Resumen del Préstamo y estos términos;
        - la cuenta bancaria está a nombre del propio Prestatario.
        Una vez aprobado el Préstamo, los fondos se acreditan en la cuenta bancaria del Prestatario en un plazo de 1 a 3 días. Un retraso causado por el banco del Prestatario o por un día festivo no es un incumplimiento del Prestamista.
      `,
      ),
      section(
        'repayment',
        '9. Pago',
        `
        El Prestatario pagará cada parcialidad indicada en el Resumen del Préstamo a más tardar en su Fecha de Vencimiento, mediante un medio de pago ofrecido en la Aplicación. Un pago se considera hecho el día en que el Prestamista lo recibe.
        Los pagos se aplican primero a la penalización por pago tardío, después a los intereses sobre montos no pagados, luego a los intereses y por último al capital.
        El Prestatario puede pagar el Préstamo por completo antes de la última Fecha de Vencimiento (pago anticipado) solo después de transcurrida la mitad del plazo y al menos 7 días después del desembolso. En un pago anticipado, los intereses se cobran solo hasta la fecha del pago y no se aplica ninguna comisión por pago anticipado.
      `,
      ),
      section(
        'representations',
        '10. Declaraciones y garantías',
        `
        El Prestatario declara y garantiza al Prestamista que:
        - es de nacionalidad india, mayor de 18 años y tiene capacidad legal para celebrar este contrato;
        - toda la información y los documentos entregados al Prestamista son verdaderos, completos y actuales;
        - no es insolvente y no hay procedimientos pendientes que afecten su capacidad de pago;
        - usará el Préstamo solo para la finalidad de la sección 2.
        El Prestatario informará al Prestamista en la Aplicación de cualquier cambio de nombre, fecha de nacimiento o domicilio dentro de los 3 días siguientes al cambio, y de cualquier cambio de número de celular, correo electrónico o cuenta bancaria antes de la siguiente Fecha de Vencimiento.
      `,
      ),
      section(
        'default',
        '11. Incumplimiento',
        `
        Cada uno de los hechos siguientes es un incumplimiento:
        - el Prestatario no paga un monto a más tardar en su Fecha de Vencimiento;
        - alguna información dada por el Prestatario resulta falsa o engañosa;
        - el Prestatario incumple cualquier otra obligación de estos términos;
        - el Prestatario se vuelve insolvente o fallece.
        Ante un incumplimiento, el Prestamista puede, previo aviso al Prestatario, declarar vencido de inmediato todo el Saldo Pendiente, reportar el incumplimiento a las sociedades de información crediticia y recuperar el Saldo Pendiente por medios legales, incluido un procedimiento ante un tribunal competente. Cualquier sentencia obtenida debe pagarse dentro de los 10 días siguientes a la fecha de la sentencia, salvo que el tribunal ordene otra cosa.
        El Prestamista y sus agentes de cobranza siguen el código de prácticas justas y las pautas de cobranza del Banco de la Reserva de la India: sin acoso, sin contactos en horarios no razonables y sin contactar a las referencias o contactos del Prestatario salvo para verificarlas.
      `,
      ),
      section(
        'indemnity',
        '12. Indemnización',
        `
        El Prestatario indemnizará al Prestamista por cualquier pérdida, costo o gasto, incluidos los gastos legales razonables, en que incurra por el incumplimiento de estos términos por parte del Prestatario o por información falsa que este haya dado. Esta indemnización no cubre pérdidas causadas por negligencia o mala conducta del propio Prestamista.
      `,
      ),
      section(
        'disclosure',
        '13. Divulgación de información',
        `
        El Prestatario autoriza al Prestamista a obtener su información crediticia de las sociedades de información crediticia, y a reportarles el historial de su Préstamo y de sus pagos, conforme a la Ley de Sociedades de Información Crediticia (Regulación) de 2005 de la India.
        El Prestatario también autoriza al Prestamista a compartir información del Préstamo con sus proveedores de servicios, sus auditores, los reguladores y autoridades facultados por ley para recibirla, y con cualquier cesionario conforme a la sección 17. En todo lo demás, los datos personales se tratan como lo describe el aviso de privacidad del Prestamista.
      `,
      ),
      section(
        'set-off',
        '14. Compensación',
        `
        El Prestamista puede compensar cualquier monto que deba al Prestatario, incluido cualquier reembolso o pago en exceso, contra cualquier Saldo Pendiente vencido y no pagado, después de avisar al Prestatario en la Aplicación. El Prestamista no tiene derecho a cargar ninguna otra cuenta del Prestatario sin una autorización aparte del Prestatario.
      `,
      ),
      section(
        'review',
        '15. Revisión',
        `
        El Prestamista puede revisar la cuenta, el historial de pagos y la información crediticia del Prestatario en cualquier momento durante el Plazo y antes de ofrecer un nuevo Préstamo. Una revisión puede cambiar el monto o las condiciones de ofertas futuras; nunca cambia las condiciones de un Préstamo ya aceptado.
      `,
      ),
      section(
        'notices',
        '16. Avisos',
        `
        El Prestamista envía avisos al Prestatario por la Aplicación, por SMS o por correo electrónico al número de celular y al correo registrados en la Aplicación; un aviso enviado así se considera recibido el día en que se envía.
        El Prestatario envía avisos al Prestamista a ${b.email} o mediante atención a clientes al ${b.servicePhone}.
      `,
      ),
      section(
        'assignment',
        '17. Cesión',
        `
        El Prestatario no puede ceder ni transmitir ningún derecho u obligación de estos términos.
        El Prestamista puede ceder o transmitir todos o parte de sus derechos y obligaciones del Préstamo a otro prestamista o institución financiera, avisando al Prestatario con 7 días hábiles de anticipación a que la cesión surta efecto. La cesión no cambia las obligaciones del Prestatario ni las condiciones del Préstamo.
      `,
      ),
      section(
        'governing-law',
        '18. Ley aplicable y jurisdicción',
        `
        Estos términos se rigen por las leyes de la India. Cualquier controversia derivada del Préstamo o relacionada con él se somete a la jurisdicción exclusiva de los tribunales competentes del lugar de residencia del Prestatario.
        Antes de acudir a un tribunal, el Prestatario puede presentar una reclamación ante atención a clientes del Prestamista en ${b.email}; si no se resuelve en 30 días, el Prestatario puede acudir al ombudsman que corresponda.
      `,
      ),
    ],
  };
}
