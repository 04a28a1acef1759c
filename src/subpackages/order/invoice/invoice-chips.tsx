/** One choice of a few, drawn as chips (the invoice type, the title type, the content). */
import { Text, View } from '@tarojs/components'

export function InvoiceChips<V extends string>({
  name,
  value,
  choices,
  onChange
}: {
  name: string
  value: V
  choices: Array<{ value: V; label: string }>
  onChange(value: V): void
}) {
  return (
    <View className="invoice-chips" data-name={name}>
      {choices.map((c) => (
        <Text
          key={c.value}
          className={`invoice-chips__chip${c.value === value ? ' invoice-chips__chip--on' : ''}`}
          data-value={c.value}
          onClick={() => onChange(c.value)}
        >
          {c.label}
        </Text>
      ))}
    </View>
  )
}
