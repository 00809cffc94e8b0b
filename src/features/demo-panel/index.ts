// The demo panel: mock and demo builds only, loaded lazily by src/main.tsx's mock branch.
export { mountDemoPanel } from './mount-demo-panel'
export type { DemoSession } from './demo-session'
