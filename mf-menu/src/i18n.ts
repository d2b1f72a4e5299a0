import { registerTranslations } from 'shared-contracts';

export const NS = 'menu';
export const MENU_NS = NS;

registerTranslations(MENU_NS, {
  es: {
    categories: 'Categorías',
    add: 'Agregar',
    addNamed: 'Agregar {{name}} al carrito',
    added: '{{name}} agregado al carrito',
    notAvailable: 'No disponible',
    loadError: 'No pudimos cargar el menú.',
    retry: 'Reintentar',
    empty: 'Este menú aún no tiene productos.',
    loading: 'Cargando menú…',
    new: 'Nuevo',
    viewCart: 'Ver carrito ({{count}})',
    options: 'Con opciones: se agrega con las predeterminadas',
  },
  en: {
    categories: 'Categories',
    add: 'Add',
    addNamed: 'Add {{name}} to cart',
    added: '{{name}} added to cart',
    notAvailable: 'Not available',
    loadError: 'We could not load the menu.',
    retry: 'Retry',
    empty: 'This menu has no products yet.',
    loading: 'Loading menu…',
    new: 'New',
    viewCart: 'View cart ({{count}})',
    options: 'Has options: added with the defaults',
  },
  pt: {
    categories: 'Categorias',
    add: 'Adicionar',
    addNamed: 'Adicionar {{name}} ao carrinho',
    added: '{{name}} adicionado ao carrinho',
    notAvailable: 'Indisponível',
    loadError: 'Não conseguimos carregar o cardápio.',
    retry: 'Tentar novamente',
    empty: 'Este cardápio ainda não tem produtos.',
    loading: 'Carregando cardápio…',
    new: 'Novo',
    viewCart: 'Ver carrinho ({{count}})',
    options: 'Com opções: adicionado com as padrão',
  },
});
