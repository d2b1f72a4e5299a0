import { registerTranslations } from 'shared-contracts';

export const NS = 'delivery';

registerTranslations(NS, {
  es: {
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
  },
  en: {
    title: 'Where are you?',
    subtitle: 'Choose your city to see the branch that serves you.',
    cities: 'Cities',
    branches: 'Branches in {{city}}',
    branchCount_one: '{{count}} branch',
    branchCount_other: '{{count}} branches',
    redirecting: 'Taking you to {{branch}}…',
    loading: 'Loading cities…',
    loadError: 'We could not load the cities.',
    retry: 'Retry',
    empty: 'There are no delivery cities yet.',
    back: 'Change city',
  },
  pt: {
    title: 'Onde você está?',
    subtitle: 'Escolha sua cidade para ver a unidade que atende você.',
    cities: 'Cidades',
    branches: 'Unidades em {{city}}',
    branchCount_one: '{{count}} unidade',
    branchCount_other: '{{count}} unidades',
    redirecting: 'Levando você para {{branch}}…',
    loading: 'Carregando cidades…',
    loadError: 'Não conseguimos carregar as cidades.',
    retry: 'Tentar novamente',
    empty: 'Ainda não há cidades com entrega.',
    back: 'Trocar cidade',
  },
});
