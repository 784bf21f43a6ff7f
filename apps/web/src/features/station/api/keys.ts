export const stationKeys = {
  all: ['stations'] as const,
  options: (search: string) => [...stationKeys.all, 'options', search] as const,
};
