type Tree = { [key: string]: string | Tree };

/**
 * The other fr catalogue files, merged: every page but the home page waits for them (catalogue-parts.ts).
 * Neither the first-paint files nor the server's own (mails, PDFs) are in it.
 */
const files = import.meta.glob<Tree>(
  [
    '../../../../../packages/i18n/fr/*.json',
    '!../../../../../packages/i18n/fr/{accounts,common,content,errors,landing,nav}.json',
    '!../../../../../packages/i18n/fr/{commissionPv,esign,mail}.json',
  ],
  { eager: true, import: 'default' },
);

export default Object.assign({}, ...Object.values(files)) as Tree;
