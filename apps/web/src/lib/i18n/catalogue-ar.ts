type Tree = { [key: string]: string | Tree };

/**
 * The ar catalogue files a first paint needs (FIRST_PAINT_NAMESPACES of catalogue-parts.ts) merged into one
 * tree, in one module lib/i18n loads lazily: the entry holds one loader per part instead of one per file.
 */
const files = import.meta.glob<Tree>('../../../../../packages/i18n/ar/{accounts,common,content,errors,landing,nav}.json', {
  eager: true,
  import: 'default',
});

export default Object.assign({}, ...Object.values(files)) as Tree;
