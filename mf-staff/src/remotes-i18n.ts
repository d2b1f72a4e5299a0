import { registerTranslations, type NamespaceTexts } from 'shared-contracts';
import { NS } from './i18n.ts';

/** The remotes screen's texts: each part's name, what switching it off costs the diner, the refusals. */
export const REMOTES_TEXTS: NamespaceTexts = {
  es: {
    'remotes.title': 'Partes del sitio',
    'remotes.on': 'Encendida',
    'remotes.off': 'Apagada',
    'remotes.pinned': 'Fijada a la versión {{release}}',
    'remotes.currentBuild': 'Versión actual',
    'remotes.switchOn': 'Encender {{name}}',
    'remotes.switchOff': 'Apagar {{name}}',
    'remotes.confirmTitle': '¿Apagar {{name}}?',
    'remotes.confirmOff': 'Sí, apagar {{name}}',
    'remotes.keepOn': 'No, dejarla encendida',
    'remotes.release': 'Versión publicada',
    'remotes.pin': 'Fijar esta versión',
    'remotes.unpin': 'Volver a la versión actual',
    'remotes.name.landing': 'Portada',
    'remotes.name.menu': 'Menú',
    'remotes.name.checkout': 'Pedido y pago',
    'remotes.name.booking': 'Reservas',
    'remotes.name.delivery': 'Domicilios',
    'remotes.name.staff': 'Consola del personal',
    'remotes.cost.landing':
      'Los comensales que abran la dirección del sitio verán "no disponible" en lugar de la portada y sus botones.',
    'remotes.cost.menu': 'Nadie podrá ver el menú ni pedir: ni en la mesa, ni a domicilio, ni para llevar.',
    'remotes.cost.checkout':
      'Nadie podrá ver su pedido ni pagar en la app; las cuentas abiertas quedan para el mesero.',
    'remotes.cost.booking': 'Nadie podrá reservar; las reservas ya hechas se mantienen.',
    'remotes.cost.delivery':
      'Nadie podrá elegir dirección ni pedir a domicilio o para llevar; el pedido en la mesa sigue.',
    'remotes.cost.staff':
      'La consola dejará de abrirse para todo el personal, también para ti: para encenderla de nuevo hará falta el operador.',
    'api.release_invalid': 'Escribe el nombre de una versión publicada, por ejemplo 2026-11-24.1.',
    'api.release_not_found':
      'Esa versión no está publicada donde este sitio la cargaría (o no es una versión válida). No cambió nada.',
  },
  en: {
    'remotes.title': 'Parts of the site',
    'remotes.on': 'On',
    'remotes.off': 'Off',
    'remotes.pinned': 'Pinned to release {{release}}',
    'remotes.currentBuild': 'Current build',
    'remotes.switchOn': 'Switch {{name}} on',
    'remotes.switchOff': 'Switch {{name}} off',
    'remotes.confirmTitle': 'Switch {{name}} off?',
    'remotes.confirmOff': 'Yes, switch {{name}} off',
    'remotes.keepOn': 'No, keep it on',
    'remotes.release': 'Published release',
    'remotes.pin': 'Pin this release',
    'remotes.unpin': 'Back to the current build',
    'remotes.name.landing': 'Landing',
    'remotes.name.menu': 'Menu',
    'remotes.name.checkout': 'Order and payment',
    'remotes.name.booking': 'Bookings',
    'remotes.name.delivery': 'Delivery',
    'remotes.name.staff': 'Staff console',
    'remotes.cost.landing':
      'Diners who open the site address will see "not available" instead of the landing and its buttons.',
    'remotes.cost.menu': 'Nobody can see the menu or order: not at the table, not delivery, not take-away.',
    'remotes.cost.checkout':
      'Nobody can see their order or pay in the app; open bills are left to the waiter.',
    'remotes.cost.booking': 'Nobody can book; bookings already made stay.',
    'remotes.cost.delivery':
      'Nobody can choose an address or order delivery or take-away; ordering at the table goes on.',
    'remotes.cost.staff':
      'The console stops opening for all the staff, you too: switching it on again will take the operator.',
    'api.release_invalid': 'Type the name of a published release, for example 2026-11-24.1.',
    'api.release_not_found':
      'That release is not published where this site would load it (or is not a valid release). Nothing changed.',
  },
  pt: {
    'remotes.title': 'Partes do site',
    'remotes.on': 'Ligada',
    'remotes.off': 'Desligada',
    'remotes.pinned': 'Fixada na versão {{release}}',
    'remotes.currentBuild': 'Versão atual',
    'remotes.switchOn': 'Ligar {{name}}',
    'remotes.switchOff': 'Desligar {{name}}',
    'remotes.confirmTitle': 'Desligar {{name}}?',
    'remotes.confirmOff': 'Sim, desligar {{name}}',
    'remotes.keepOn': 'Não, manter ligada',
    'remotes.release': 'Versão publicada',
    'remotes.pin': 'Fixar esta versão',
    'remotes.unpin': 'Voltar à versão atual',
    'remotes.name.landing': 'Página inicial',
    'remotes.name.menu': 'Cardápio',
    'remotes.name.checkout': 'Pedido e pagamento',
    'remotes.name.booking': 'Reservas',
    'remotes.name.delivery': 'Entregas',
    'remotes.name.staff': 'Console da equipe',
    'remotes.cost.landing':
      'Quem abrir o endereço do site verá "não disponível" no lugar da página inicial e seus botões.',
    'remotes.cost.menu': 'Ninguém poderá ver o cardápio nem pedir: nem na mesa, nem entrega, nem para levar.',
    'remotes.cost.checkout':
      'Ninguém poderá ver seu pedido nem pagar no app; as contas abertas ficam com o garçom.',
    'remotes.cost.booking': 'Ninguém poderá reservar; as reservas já feitas continuam.',
    'remotes.cost.delivery':
      'Ninguém poderá escolher endereço nem pedir entrega ou para levar; o pedido na mesa continua.',
    'remotes.cost.staff':
      'O console deixará de abrir para toda a equipe, você também: para ligá-lo de novo será preciso o operador.',
    'api.release_invalid': 'Digite o nome de uma versão publicada, por exemplo 2026-11-24.1.',
    'api.release_not_found':
      'Essa versão não está publicada onde este site a carregaria (ou não é uma versão válida). Nada mudou.',
  },
};

registerTranslations(NS, REMOTES_TEXTS);
