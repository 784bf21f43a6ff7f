import { Card } from 'antd';
import { paths } from '../../../config/paths';
import { NetworkMap } from '../../../features/network-map/components/network-map';

/** Every station at its coordinates, coloured by its live state; a marker opens the station. */
export function MapRoute() {
  return (
    <Card>
      <NetworkMap stationHref={paths.operator.station.getHref} />
    </Card>
  );
}

export { MapRoute as Component };
