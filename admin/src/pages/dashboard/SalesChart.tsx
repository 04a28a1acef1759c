/**
 * The dashboard's charts on echarts: only its core, the bar and line charts and the components drawn
 * (grid, tooltip, legend) with the canvas renderer, so the console carries none of the rest. This file is
 * its own chunk, loaded by the dashboard after its figures (React.lazy), never by the console's first page.
 */
import { useEffect, useMemo, useRef } from 'react'
import { theme } from 'antd'
import * as echarts from 'echarts/core'
import { BarChart, LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import { CanvasRenderer } from 'echarts/renderers'
import type { EChartsCoreOption } from 'echarts/core'
import { prefersReducedMotion } from '../../shell/reduced-motion'

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer])

export default function SalesChart({ option, height = 280 }: { option: EChartsCoreOption; height?: number }) {
  const ref = useRef<HTMLDivElement>(null)
  const chart = useRef<echarts.ECharts>()
  // The series in the console's colours (the merchant's brand colour first, as ConsoleApp gives antd), not
  // echarts' own blue palette.
  const { token } = theme.useToken()
  const { colorPrimary, colorWarning, colorSuccess, colorError, colorInfo } = token
  const palette = useMemo(
    () => [colorPrimary, colorWarning, colorSuccess, colorError, colorInfo],
    [colorPrimary, colorWarning, colorSuccess, colorError, colorInfo]
  )
  useEffect(() => {
    if (!ref.current) return
    const instance = echarts.init(ref.current)
    chart.current = instance
    const resize = () => instance.resize()
    window.addEventListener('resize', resize)
    return () => {
      window.removeEventListener('resize', resize)
      instance.dispose()
      chart.current = undefined
    }
  }, [])
  useEffect(() => {
    chart.current?.setOption({ animation: !prefersReducedMotion(), color: palette, ...option }, true)
  }, [option, palette])
  return <div ref={ref} style={{ width: '100%', height }} />
}
