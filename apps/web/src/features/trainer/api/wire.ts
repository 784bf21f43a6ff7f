// The control surface's wire types, generated from openapi/sim-control.yaml.
export type { components, paths } from '@pcharging/api-client/sim-control';
