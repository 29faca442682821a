type Tree = { [key: string]: string | Tree };

/**
 * Every ar catalogue file merged into one tree, in one module that lib/i18n loads lazily: the entry then
 * holds one loader per language instead of one per file (each was ~150 bytes of the home page's JS).
 */
const files = import.meta.glob<Tree>('../../../../../packages/i18n/ar/*.json', { eager: true, import: 'default' });

export default Object.assign({}, ...Object.values(files)) as Tree;
