import type { InstanceGroup } from './manifest';
import type { BoshOptions } from './options';

/** One instance of an instance group, as its jobs' `spec` and link instances describe it. */
export interface Instance {
  index: number;
  az: string | null;
  bootstrap: boolean;
  address: string;
  ip?: string;
  networks: Record<string, Record<string, unknown>>;
}

/** A DNS label: lowercase, `_` and other characters outside [a-z0-9-] as `-`. */
export function dnsLabel(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9-]/g, '-');
}

/**
 * The instances of a group as the cf-operator lays them out: `instances` replicas in each AZ,
 * index = (az_index - 1) * replicas + pod_ordinal, the bootstrap instance index 0; addresses in the
 * quarks form `<deployment>-<group>-<index>.<namespace>.<domain>` or, in director mode, BOSH DNS.
 */
export function instancesOf(deployment: string, group: InstanceGroup, options: BoshOptions): Instance[] {
  const azs: (string | null)[] = group.azs.length > 0 ? group.azs : [null];
  const out: Instance[] = [];
  const network = group.networks[0]?.name ?? 'default';
  azs.forEach((az, azIndex) => {
    for (let ordinal = 0; ordinal < group.instances; ordinal++) {
      const index = azIndex * group.instances + ordinal;
      const dnsRecord = `${index}.${dnsLabel(group.name)}.${dnsLabel(network)}.${dnsLabel(deployment)}.bosh`;
      const address =
        options.addresses === 'director'
          ? dnsRecord
          : `${dnsLabel(deployment)}-${dnsLabel(group.name)}-${index}.${options.namespace}.${options.serviceDomain}`;
      const networks: Record<string, Record<string, unknown>> = {};
      let ip: string | undefined;
      group.networks.forEach((net, n) => {
        const entry: Record<string, unknown> = {
          dns_record_name: `${index}.${dnsLabel(group.name)}.${dnsLabel(net.name)}.${dnsLabel(deployment)}.bosh`,
        };
        const staticIp = net.staticIps[index];
        if (staticIp !== undefined) entry.ip = staticIp;
        if (net.default.length > 0) entry.default = net.default;
        if (ip === undefined && staticIp !== undefined && (n === 0 || net.default.length > 0)) ip = staticIp;
        networks[net.name] = entry;
      });
      const instance: Instance = { index, az, bootstrap: index === 0, address, networks };
      if (ip !== undefined) instance.ip = ip;
      out.push(instance);
    }
  });
  return out;
}

/** The address of a link to a group: its headless service, or BOSH's group query in director mode. */
export function linkAddress(deployment: string, group: InstanceGroup, options: BoshOptions): string {
  if (options.addresses === 'director') {
    const network = group.networks[0]?.name ?? 'default';
    return `q-s0.${dnsLabel(group.name)}.${dnsLabel(network)}.${dnsLabel(deployment)}.bosh`;
  }
  return `${dnsLabel(deployment)}-${dnsLabel(group.name)}.${options.namespace}.${options.serviceDomain}`;
}
