import { registerTranslations, registerLaterTranslations, type SpanishTexts } from 'shared-contracts';

export const NS = 'delivery';

/** Where the delivery texts name a branch: a `sucursal` (Mexico, El Salvador, Panama). */
const SUCURSAL = {
  subtitle: 'Elige tu ciudad para ver la sucursal que te atiende.',
  branches: 'Sucursales en {{city}}',
  branchCount_one: '{{count}} sucursal',
  branchCount_other: '{{count}} sucursales',
  mlNearest: 'La sucursal más cercana es {{branch}}, a {{distance}} km.',
};

/** A `local` (Chile, Peru). */
const LOCAL = {
  subtitle: 'Elige tu ciudad para ver el local que te atiende.',
  branches: 'Locales en {{city}}',
  branchCount_one: '{{count}} local',
  branchCount_other: '{{count}} locales',
  mlNearest: 'El local más cercano es {{branch}}, a {{distance}} km.',
};

export const DELIVERY_TEXTS: SpanishTexts = {
  es: {
    pbTitle: 'Pedidos para llevar',
    pbPreparing: 'En preparación',
    pbReady: 'Listos para recoger',
    pbNone: 'Ninguno por ahora',
    pbLoading: 'Cargando pedidos…',
    pbFailed: 'No pudimos cargar los pedidos.',
    pbOffline: 'Sin conexión: estos números pueden no estar al día. Reconectando…',
    title: '¿Dónde estás?',
    subtitle: 'Elige tu ciudad para ver la sede que te atiende.',
    cities: 'Ciudades',
    branches: 'Sedes en {{city}}',
    branchCount_one: '{{count}} sede',
    branchCount_other: '{{count}} sedes',
    redirecting: 'Te llevamos a {{branch}}…',
    loading: 'Cargando ciudades…',
    loadError: 'No pudimos cargar las ciudades.',
    retry: 'Reintentar',
    empty: 'Aún no hay ciudades con domicilio.',
    back: 'Cambiar ciudad',
    mlTitle: 'Tu ubicación',
    mlLocating: 'Buscando tu ubicación…',
    mlChecking: 'Revisando si llegamos hasta ti…',
    mlGpsInactive: 'El GPS está inactivo o no diste permiso para usar tu ubicación.',
    mlTryAgain: 'Intentar de nuevo',
    mlContinueWithoutGps: 'Continuar sin GPS',
    mlNoCoverage: 'No tenemos cobertura en la zona',
    mlNearest: 'La sede más cercana es {{branch}}, a {{distance}} km.',
    mlAddAddress: 'Agregar nueva dirección',
    mlCovered: 'Te llevamos tu pedido: zona {{zone}}',
    mlDeliveryFee: 'Costo de envío',
    mlMinimumOrder: 'Pedido mínimo',
    mlOrder: 'Hacer mi pedido',
    mlAddressTitle: 'Tu dirección de entrega',
    mlFieldAddress: 'Dirección',
    mlFieldAddressHint: 'Calle o carrera y número, por ejemplo {{example}}.',
    mlFieldAddressHintPlain: 'Calle o carrera y número.',
    mlFieldBuilding: 'Conjunto, edificio o apartamento',
    mlFieldNeighbourhood: 'Barrio',
    mlFieldReference: 'Punto de referencia',
    mlFieldReferenceHint: 'Algo que ayude al domiciliario a encontrarte.',
    mlOptional: '(opcional)',
    mlSearchAddress: 'Buscar dirección',
    mlNotFound: 'No encontramos esa dirección. Revísala o escribe otra.',
    mlSearchUnavailable: 'No pudimos buscar la dirección en este momento. Inténtalo de nuevo en un momento.',
    mlDeliverTo: 'Entregamos en',
    mlBranch: 'Te lo lleva',
    mlBackToCart: 'Continuar con mi pedido',
    mlOtherAddress: 'Usar otra dirección',
    mlError_fullAddress: 'Necesitamos la dirección completa.',
    mlError_reference: 'Necesitamos una referencia adicional.',
    mlError_neighbourhood: 'Escribe el barrio.',
    mlError_tooLong: 'Puede tener hasta {{max}} caracteres.',
    mlError_placeTooLong:
      'La dirección, el edificio y el barrio juntos pueden tener hasta {{max}} caracteres.',
  },
  // Country wording: only the keys a country says differently; the rest is `es`. Mexican addresses have
  // no "carrera": the street's name and number.
  'es-MX': {
    ...SUCURSAL,
    mlFieldAddressHint: 'Calle y número, por ejemplo {{example}}.',
    mlFieldAddressHintPlain: 'Calle y número.',
  },
  'es-SV': SUCURSAL,
  'es-PA': SUCURSAL,
  'es-CL': LOCAL,
  'es-PE': LOCAL,
};

registerTranslations(NS, DELIVERY_TEXTS);
await registerLaterTranslations(NS, async () => (await import('./i18n-others.ts')).DELIVERY_OTHERS);
