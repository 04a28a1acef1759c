/** What a goods order line keeps of its SKU when bought. */

/** The option values' names joined per locale ("M / 黑色"), as the line keeps them. */
export function attributeTexts(names: ReadonlyArray<Record<string, string>>): Record<string, string> {
  const locales = new Set(names.flatMap((n) => Object.keys(n)))
  return Object.fromEntries([...locales].map((loc) => [loc, names.map((n) => n[loc] ?? n['zh-CN'] ?? '').join(' / ')]))
}
