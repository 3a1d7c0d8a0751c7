import type { DocLanguage } from './types';

export interface AboutContent {
  welcome: string;
  intro: string[];
  offerTitle: string;
  offers: string[];
  closing: string;
}

/** The welcome text of "About us", written with the brand's names. */
export function aboutContent(
  language: DocLanguage,
  { appName, companyName }: { appName: string; companyName: string },
): AboutContent {
  if (language === 'en') {
    return {
      welcome: `Welcome to ${appName}`,
      intro: [
        `At ${appName}, the short-term consumer lending service of ${companyName}, we help people cover the expenses that cannot wait, with small loans that are requested from the phone, decided quickly and repaid on a clear schedule.`,
        'Every cost of a loan is shown before you accept it: the amount you receive, the amount you repay, the interest, fees and taxes, and the due date of every payment. Nothing is charged that you have not seen first.',
      ],
      offerTitle: 'What we offer',
      offers: [
        'Personal loans requested entirely from the app, with no paperwork at a branch.',
        'A quick decision and the money sent to your own bank account.',
        'Repayment by instalments, by bank card, or with a payment code at local stores and banks.',
        'Extensions when you need more time, with the fee shown before you confirm.',
        'Customer service by telephone and e-mail, and complaints you can file and follow in the app.',
      ],
      closing: `Thank you for trusting ${appName}. We look after your data as our privacy notice describes and lend responsibly: borrow only what you can repay.`,
    };
  }
  return {
    welcome: `Bienvenido a ${appName}`,
    intro: [
      `En ${appName}, el servicio de préstamos personales a corto plazo de ${companyName}, ayudamos a las personas a cubrir los gastos que no pueden esperar, con préstamos pequeños que se solicitan desde el teléfono, se resuelven rápido y se pagan con un calendario claro.`,
      'Antes de aceptar un préstamo ves todo lo que cuesta: el monto que recibes, el monto que pagas, los intereses, comisiones e impuestos, y la fecha de cada pago. No cobramos nada que no hayas visto antes.',
    ],
    offerTitle: 'Lo que ofrecemos',
    offers: [
      'Préstamos personales que se solicitan por completo desde la app, sin trámites en sucursal.',
      'Una respuesta rápida y el dinero depositado en tu propia cuenta bancaria.',
      'Pago en parcialidades, con tarjeta bancaria o con un código de pago en tiendas y bancos.',
      'Prórrogas cuando necesitas más tiempo, con la comisión a la vista antes de confirmar.',
      'Atención a clientes por teléfono y correo electrónico, y quejas que puedes presentar y seguir en la app.',
    ],
    closing: `Gracias por confiar en ${appName}. Cuidamos tus datos como lo describe nuestro aviso de privacidad y prestamos con responsabilidad: pide solo lo que puedas pagar.`,
  };
}
