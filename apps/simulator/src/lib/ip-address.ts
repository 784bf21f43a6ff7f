/** An IPv4 peer seen through an IPv6 socket (`::ffff:10.0.0.1`) is written as IPv4, as proxies write it. */
export const normalAddress = (address: string): string => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
