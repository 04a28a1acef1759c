/**
 * The spec's 2 s toast on H5, drawn here rather than by Taro.showToast: Taro's H5 toast comes in one module
 * with its modal, loading and action sheet (about 12 KiB gzip) that every first page would load for a line
 * of text. One toast at a time, a new one replacing the old, read out by screen readers (role status).
 */
let shown: { node: HTMLDivElement; timer: ReturnType<typeof setTimeout> } | undefined

export function toast(title: string, durationMs = 2000): void {
  if (shown) {
    clearTimeout(shown.timer)
    shown.node.remove()
  }
  const node = document.createElement('div')
  node.className = 'app-toast'
  node.setAttribute('role', 'status')
  node.textContent = title
  Object.assign(node.style, {
    position: 'fixed',
    left: '50%',
    top: '50%',
    transform: 'translate(-50%, -50%)',
    maxWidth: '70vw',
    padding: 'var(--space-3) var(--space-4)',
    borderRadius: 'var(--radius-card)',
    background: 'rgba(0, 0, 0, 0.78)',
    color: '#fff',
    fontSize: 'var(--font-md)',
    lineHeight: '1.5',
    textAlign: 'center',
    wordBreak: 'break-word',
    zIndex: '5000',
    pointerEvents: 'none'
  })
  document.body.appendChild(node)
  const timer = setTimeout(() => {
    node.remove()
    if (shown?.node === node) shown = undefined
  }, durationMs)
  shown = { node, timer }
}
