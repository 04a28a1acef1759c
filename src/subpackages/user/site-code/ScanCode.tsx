/** Mini-programs: scan the code posted at the venue with the platform's scanner; a cancelled scan does nothing. */
import Taro from '@tarojs/taro'
import AtButton from 'taro-ui/lib/components/button'

export function ScanCode({ label, onText }: { label: string; onText(text: string): void }) {
  const scan = async () => {
    try {
      const result = await Taro.scanCode({ onlyFromCamera: false })
      onText(result.result)
    } catch {
      // Cancelled, or the camera was refused: the buyer can still type the code.
    }
  }
  return (
    <AtButton type="secondary" className="site-code__scan" onClick={() => void scan()}>
      {label}
    </AtButton>
  )
}
