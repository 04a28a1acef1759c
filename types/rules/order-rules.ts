/** The buyer's note on an order (product.md section 5: "remark fields are required when configured"). */
export const REMARKS_MAX = 100

export function remarksProblem(
  remarks: string | undefined,
  config: { enabled: boolean; required: boolean } | undefined
): 'required' | 'too_long' | undefined {
  const text = (remarks ?? '').trim()
  if (text.length > REMARKS_MAX) return 'too_long'
  if (config?.enabled && config.required && !text) return 'required'
  return undefined
}

/** Minutes an unpaid order holds its tickets when the merchant set no orderReserveMinutes (the console shows it as the value). */
export const DEFAULT_RESERVE_MINUTES = 15
