// Small BOSH deployments of the Cloud Foundry releases in the corpus (written by
// corpus-prepare.mjs into <corpus>/bosh/): jobs that consume links across releases (gorouter and
// tcp_router consume nats-release's `nats` link, routing-api consumes postgres) and validate
// addresses with IPAddr (gorouter, routing-api, tcp_router), postgres with its YAML 1.1 values, and
// diego-release's control plane and cell with garden-runc's garden (TLS everywhere, nats-tls), and
// credhub (its postgres link), bosh-dns and loggregator's agents.
// Our own files: only the job directories come from upstream.

const routing = `name: routing
releases:
  - { name: routing, version: latest }
  - { name: nats, version: latest }
  - { name: postgres, version: latest }
stemcells:
  - { alias: default, os: ubuntu-jammy, version: latest }
update: { canaries: 1, max_in_flight: 1, canary_watch_time: 1000-30000, update_watch_time: 1000-30000 }
instance_groups:
  - name: nats
    instances: 2
    azs: [z1, z2]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs:
      - name: nats
        release: nats
        properties:
          nats:
            user: nats
            password: ((nats_password))
            hostname: nats.service.cf.internal
            migrate_server:
              tls: { ca: ((nats_ca)), certificate: ((nats_cert)), private_key: ((nats_key)) }
            migrate_client:
              tls: { ca: ((nats_ca)), certificate: ((nats_cert)), private_key: ((nats_key)) }
  - name: database
    instances: 1
    azs: [z1]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs:
      - name: postgres
        release: postgres
        properties:
          databases:
            port: 5524
            databases: [{ name: routing_api, tag: routing }]
            roles: [{ name: routing_api, password: ((routing_api_db_password)) }]
  - name: router
    instances: 2
    azs: [z1, z2]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs:
      - name: gorouter
        release: routing
        properties:
          router:
            status:
              password: ((router_status_password))
              user: router-status
              tls: { certificate: ((routing_api_server_cert)), key: ((routing_api_server_key)) }
            route_services_secret: ((router_route_services_secret))
            enable_ssl: false
            tls_pem: []
            ca_certs: []
            trusted_ca_certs: []
            client_ca_certs: ''
            only_trust_client_ca_certs: false
            tracing: { enable_w3c: true }
            extra_headers_to_log: [X-B3-TraceId]
          uaa:
            clients: { gorouter: { secret: ((uaa_clients_gorouter_secret)) } }
            ca_cert: ((uaa_ca))
            ssl: { port: 8443 }
          routing_api: { enabled: true }
  - name: routing-api
    instances: 1
    azs: [z1]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs:
      - name: routing-api
        release: routing
        properties:
          routing_api:
            system_domain: example.com
            locket: { api_location: locket.service.cf.internal:8891 }
            sqldb:
              type: postgres
              host: database.service.cf.internal
              port: 5524
              schema: routing_api
              username: routing_api
              password: ((routing_api_db_password))
            mtls_ca: ((routing_api_ca))
            mtls_server_cert: ((routing_api_server_cert))
            mtls_server_key: ((routing_api_server_key))
            mtls_client_cert: ((routing_api_client_cert))
            mtls_client_key: ((routing_api_client_key))
            router_groups:
              - { name: default-tcp, reservable_ports: 1024-1033, type: tcp }
          uaa: { ca_cert: ((uaa_ca)), tls_port: 8443 }
  - name: tcp-router
    instances: 1
    azs: [z1]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs:
      - name: tcp_router
        release: routing
        properties:
          tcp_router:
            oauth_secret: ((tcp_router_secret))
            tls_health_check_cert: ((routing_api_server_cert))
            tls_health_check_key: ((routing_api_server_key))
          uaa: { ca_cert: ((uaa_ca)), tls_port: 8443 }
          routing_api:
            client_cert: ((routing_api_client_cert))
            client_private_key: ((routing_api_client_key))
            ca_cert: ((routing_api_ca))
`;

const postgres = `name: postgres
releases:
  - { name: postgres, version: latest }
stemcells:
  - { alias: default, os: ubuntu-jammy, version: latest }
update: { canaries: 1, max_in_flight: 1, canary_watch_time: 1000-30000, update_watch_time: 1000-30000 }
instance_groups:
  - name: postgres
    instances: 1
    azs: [z1]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs:
      - name: postgres
        release: postgres
        properties:
          databases:
            port: 5432
            max_connections: 500
            log_line_prefix: '%m: '
            collect_statement_statistics: true
            databases:
              - { name: sandbox, citext: true }
              - { name: sandbox2, extensions: [pgcrypto] }
            roles:
              - name: pgadmin
                password: ((pgadmin_password))
                permissions: [CONNECTION LIMIT 10]
              - name: readonly
                password: ((readonly_password))
            additional_config:
              log_connections: true
              shared_buffers: 128MB
      - name: bbr-postgres-db
        release: postgres
        properties:
          release_level_backup: true
          postgres: { databases: [sandbox, sandbox2] }
`;

const variables = `nats_password: nats-secret
routing_api_db_password: db-secret
router_status_password: status-secret
router_route_services_secret: route-services-secret
uaa_clients_gorouter_secret: gorouter-secret
tcp_router_secret: tcp-secret
uaa_ca: "-----BEGIN CERTIFICATE-----\\nUAA\\n-----END CERTIFICATE-----"
routing_api_ca: "-----BEGIN CERTIFICATE-----\\nCA\\n-----END CERTIFICATE-----"
routing_api_server_cert: "-----BEGIN CERTIFICATE-----\\nSERVER\\n-----END CERTIFICATE-----"
routing_api_server_key: "-----BEGIN RSA PRIVATE KEY-----\\nSERVER\\n-----END RSA PRIVATE KEY-----"
routing_api_client_cert: "-----BEGIN CERTIFICATE-----\\nCLIENT\\n-----END CERTIFICATE-----"
routing_api_client_key: "-----BEGIN RSA PRIVATE KEY-----\\nCLIENT\\n-----END RSA PRIVATE KEY-----"
nats_ca: "-----BEGIN CERTIFICATE-----\\nNATS CA\\n-----END CERTIFICATE-----"
nats_cert: "-----BEGIN CERTIFICATE-----\\nNATS\\n-----END CERTIFICATE-----"
nats_key: "-----BEGIN RSA PRIVATE KEY-----\\nNATS\\n-----END RSA PRIVATE KEY-----"
pgadmin_password: pgadmin-secret
readonly_password: readonly-secret
diego_ca: "-----BEGIN CERTIFICATE-----\\nDIEGO CA\\n-----END CERTIFICATE-----"
diego_client_cert: "-----BEGIN CERTIFICATE-----\\nDIEGO CLIENT\\n-----END CERTIFICATE-----"
diego_client_key: "-----BEGIN RSA PRIVATE KEY-----\\nDIEGO CLIENT\\n-----END RSA PRIVATE KEY-----"
diego_bbs_server_cert: "-----BEGIN CERTIFICATE-----\\nBBS\\n-----END CERTIFICATE-----"
diego_bbs_server_key: "-----BEGIN RSA PRIVATE KEY-----\\nBBS\\n-----END RSA PRIVATE KEY-----"
diego_locket_server_cert: "-----BEGIN CERTIFICATE-----\\nLOCKET\\n-----END CERTIFICATE-----"
diego_locket_server_key: "-----BEGIN RSA PRIVATE KEY-----\\nLOCKET\\n-----END RSA PRIVATE KEY-----"
diego_auctioneer_server_cert: "-----BEGIN CERTIFICATE-----\\nAUCTIONEER\\n-----END CERTIFICATE-----"
diego_auctioneer_server_key: "-----BEGIN RSA PRIVATE KEY-----\\nAUCTIONEER\\n-----END RSA PRIVATE KEY-----"
diego_file_server_cert: "-----BEGIN CERTIFICATE-----\\nFILE SERVER\\n-----END CERTIFICATE-----"
diego_file_server_key: "-----BEGIN RSA PRIVATE KEY-----\\nFILE SERVER\\n-----END RSA PRIVATE KEY-----"
diego_rep_server_cert: "-----BEGIN CERTIFICATE-----\\nREP\\n-----END CERTIFICATE-----"
diego_rep_server_key: "-----BEGIN RSA PRIVATE KEY-----\\nREP\\n-----END RSA PRIVATE KEY-----"
diego_instance_identity_ca: "-----BEGIN CERTIFICATE-----\\nINSTANCE IDENTITY CA\\n-----END CERTIFICATE-----"
diego_instance_identity_key: "-----BEGIN RSA PRIVATE KEY-----\\nINSTANCE IDENTITY CA\\n-----END RSA PRIVATE KEY-----"
diego_bbs_encryption_passphrase: bbs-passphrase-secret
diego_db_password: diego-db-secret
locket_db_password: locket-db-secret
uaa_route_emitter_secret: route-emitter-secret
platform_ca: "-----BEGIN CERTIFICATE-----\\nPLATFORM CA\\n-----END CERTIFICATE-----"
credhub_db_cert: "-----BEGIN CERTIFICATE-----\\nCREDHUB DB\\n-----END CERTIFICATE-----"
credhub_db_key: "-----BEGIN RSA PRIVATE KEY-----\\nCREDHUB DB\\n-----END RSA PRIVATE KEY-----"
credhub_tls_cert: "-----BEGIN CERTIFICATE-----\\nCREDHUB\\n-----END CERTIFICATE-----"
credhub_tls_key: "-----BEGIN RSA PRIVATE KEY-----\\nCREDHUB\\n-----END RSA PRIVATE KEY-----"
uaa_jwt_verification_key: "-----BEGIN PUBLIC KEY-----\\nUAA JWT\\n-----END PUBLIC KEY-----"
dns_api_server_cert: "-----BEGIN CERTIFICATE-----\\nDNS API SERVER\\n-----END CERTIFICATE-----"
dns_api_server_key: "-----BEGIN RSA PRIVATE KEY-----\\nDNS API SERVER\\n-----END RSA PRIVATE KEY-----"
dns_api_client_cert: "-----BEGIN CERTIFICATE-----\\nDNS API CLIENT\\n-----END CERTIFICATE-----"
dns_api_client_key: "-----BEGIN RSA PRIVATE KEY-----\\nDNS API CLIENT\\n-----END RSA PRIVATE KEY-----"
dns_health_server_cert: "-----BEGIN CERTIFICATE-----\\nDNS HEALTH SERVER\\n-----END CERTIFICATE-----"
dns_health_server_key: "-----BEGIN RSA PRIVATE KEY-----\\nDNS HEALTH SERVER\\n-----END RSA PRIVATE KEY-----"
dns_health_client_cert: "-----BEGIN CERTIFICATE-----\\nDNS HEALTH CLIENT\\n-----END CERTIFICATE-----"
dns_health_client_key: "-----BEGIN RSA PRIVATE KEY-----\\nDNS HEALTH CLIENT\\n-----END RSA PRIVATE KEY-----"
loggr_cert: "-----BEGIN CERTIFICATE-----\\nLOGGREGATOR\\n-----END CERTIFICATE-----"
loggr_key: "-----BEGIN RSA PRIVATE KEY-----\\nLOGGREGATOR\\n-----END RSA PRIVATE KEY-----"
credhub_db_password: credhub-db-secret
credhub_encryption_password: credhub-encryption-password-secret
`;

const diego = `name: diego
releases:
  - { name: diego, version: latest }
  - { name: garden-runc, version: latest }
  - { name: nats, version: latest }
stemcells:
  - { alias: default, os: ubuntu-jammy, version: latest }
update: { canaries: 1, max_in_flight: 1, canary_watch_time: 1000-30000, update_watch_time: 1000-30000 }
instance_groups:
  - name: nats
    instances: 1
    azs: [z1]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs:
      - name: nats
        release: nats
        properties:
          nats:
            user: nats
            password: ((nats_password))
            hostname: nats.service.cf.internal
            migrate_server:
              tls: { ca: ((nats_ca)), certificate: ((nats_cert)), private_key: ((nats_key)) }
            migrate_client:
              tls: { ca: ((nats_ca)), certificate: ((nats_cert)), private_key: ((nats_key)) }
  - name: diego-api
    instances: 2
    azs: [z1, z2]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs:
      - name: bbs
        release: diego
        properties:
          diego:
            bbs:
              active_key_label: key-2026
              encryption_keys:
                - { label: key-2026, passphrase: ((diego_bbs_encryption_passphrase)) }
              ca_cert: ((diego_ca))
              server_cert: ((diego_bbs_server_cert))
              server_key: ((diego_bbs_server_key))
              auctioneer: { ca_cert: ((diego_ca)), client_cert: ((diego_client_cert)), client_key: ((diego_client_key)) }
              rep: { ca_cert: ((diego_ca)), client_cert: ((diego_client_cert)), client_key: ((diego_client_key)), require_tls: true }
              sql:
                db_driver: postgres
                db_host: database.service.cf.internal
                db_port: 5524
                db_schema: diego
                db_username: diego
                db_password: ((diego_db_password))
                require_ssl: true
                ca_cert: ((diego_ca))
          loggregator: { use_v2_api: true, ca_cert: ((diego_ca)), cert: ((diego_client_cert)), key: ((diego_client_key)) }
          logging: { format: { timestamp: rfc3339 } }
      - name: locket
        release: diego
        properties:
          tls: { ca_cert: ((diego_ca)), cert: ((diego_locket_server_cert)), key: ((diego_locket_server_key)) }
          diego:
            locket:
              sql:
                db_driver: postgres
                db_host: database.service.cf.internal
                db_port: 5524
                db_schema: locket
                db_username: locket
                db_password: ((locket_db_password))
                require_ssl: false
          loggregator: { use_v2_api: true, ca_cert: ((diego_ca)), cert: ((diego_client_cert)), key: ((diego_client_key)) }
  - name: scheduler
    instances: 1
    azs: [z1]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs:
      - name: auctioneer
        release: diego
        properties:
          diego:
            auctioneer:
              ca_cert: ((diego_ca))
              server_cert: ((diego_auctioneer_server_cert))
              server_key: ((diego_auctioneer_server_key))
              bbs: { ca_cert: ((diego_ca)), client_cert: ((diego_client_cert)), client_key: ((diego_client_key)) }
              rep: { ca_cert: ((diego_ca)), client_cert: ((diego_client_cert)), client_key: ((diego_client_key)), require_tls: true }
              skip_consul_lock: true
          loggregator: { use_v2_api: true, ca_cert: ((diego_ca)), cert: ((diego_client_cert)), key: ((diego_client_key)) }
      - name: file_server
        release: diego
        properties:
          tls: { cert: ((diego_file_server_cert)), key: ((diego_file_server_key)) }
          https_server_enabled: true
          loggregator: { use_v2_api: true, ca_cert: ((diego_ca)), cert: ((diego_client_cert)), key: ((diego_client_key)) }
      - name: route_emitter
        release: diego
        properties:
          diego:
            route_emitter:
              local_mode: true
              bbs: { ca_cert: ((diego_ca)), client_cert: ((diego_client_cert)), client_key: ((diego_client_key)) }
              nats: { tls: { enabled: true, client_cert: ((nats_cert)), client_key: ((nats_key)), hostname: nats.service.cf.internal } }
          uaa: { ca_cert: ((diego_ca)), client_secret: ((uaa_route_emitter_secret)) }
          tcp: { enabled: true }
          loggregator: { use_v2_api: true, ca_cert: ((diego_ca)), cert: ((diego_client_cert)), key: ((diego_client_key)) }
  - name: diego-cell
    instances: 2
    azs: [z1, z2]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs:
      - name: garden
        release: garden-runc
        properties:
          garden:
            containerd_mode: true
            cleanup_process_dirs_on_wait: true
            default_container_grace_time: 0
            destroy_containers_on_start: true
            deny_networks: [0.0.0.0/0]
            network_plugin: /var/vcap/packages/runc-cni/bin/garden-external-networker
            network_plugin_extra_args: [--configFile=/var/vcap/jobs/garden-cni/config/adapter.json]
            persistent_image_list: [/var/vcap/packages/cflinuxfs4/rootfs.tar]
            debug_listen_address: 127.0.0.1:17019
          grootfs: { reserved_space_for_other_jobs_in_mb: 15360 }
      - name: rep
        release: diego
        properties:
          diego:
            executor:
              instance_identity_ca_cert: ((diego_instance_identity_ca))
              instance_identity_key: ((diego_instance_identity_key))
            rep:
              preloaded_rootfses: [cflinuxfs4:/var/vcap/packages/cflinuxfs4/rootfs.tar]
              placement_tags: [alpha, beta]
          containers:
            proxy: { enabled: true, require_and_verify_client_certificates: true, trusted_ca_certificates: [((diego_ca))] }
            trusted_ca_certificates: [((diego_ca))]
          tls: { ca_cert: ((diego_ca)), cert: ((diego_rep_server_cert)), key: ((diego_rep_server_key)) }
          enable_consul_service_registration: false
          enable_declarative_healthcheck: true
          loggregator: { use_v2_api: true, ca_cert: ((diego_ca)), cert: ((diego_client_cert)), key: ((diego_client_key)) }
          logging: { format: { timestamp: rfc3339 } }
`;

const platform = `name: platform
releases:
  - { name: credhub, version: latest }
  - { name: postgres, version: latest }
  - { name: bosh-dns, version: latest }
  - { name: loggregator-agent, version: latest }
stemcells:
  - { alias: default, os: ubuntu-jammy, version: latest }
update: { canaries: 1, max_in_flight: 1, canary_watch_time: 1000-30000, update_watch_time: 1000-30000 }
# As cf-deployment adds its agents to every VM; not to credhub's four replicas, whose bpm.yml
# would name each instance (see log-agents below).
addons:
  - name: loggregator_agent
    include: { stemcell: [{ os: ubuntu-jammy }] }
    exclude: { instance_groups: [credhub] }
    jobs:
      - name: loggregator_agent
        release: loggregator-agent
        properties:
          loggregator:
            tls: { ca_cert: ((platform_ca)), agent: { cert: ((loggr_cert)), key: ((loggr_key)) } }
          metrics: { ca_cert: ((platform_ca)), cert: ((loggr_cert)), key: ((loggr_key)), server_name: loggregator_agent_metrics }
          disable_udp: true
          grpc_port: 3459
instance_groups:
  - name: credhub-db
    instances: 1
    azs: [z1]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs:
      - name: postgres
        release: postgres
        properties:
          databases:
            port: 5432
            databases: [{ name: credhub, tag: credhub }]
            roles: [{ name: credhub, password: ((credhub_db_password)) }]
            tls: { ca: ((platform_ca)), certificate: ((credhub_db_cert)), private_key: ((credhub_db_key)) }
  - name: credhub
    instances: 2
    azs: [z1, z2]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs:
      - name: credhub
        release: credhub
        properties:
          credhub:
            port: 8844
            tls: { certificate: ((credhub_tls_cert)), private_key: ((credhub_tls_key)) }
            authentication:
              uaa:
                url: https://uaa.example.com:8443
                internal_url: https://uaa.service.cf.internal:8443
                ca_certs: [((platform_ca))]
                verification_key: ((uaa_jwt_verification_key))
              mutual_tls: { trusted_cas: [((platform_ca))] }
            authorization:
              acls: { enabled: true }
              permissions:
                - path: /*
                  actors: [uaa-client:credhub_admin_client]
                  operations: [read, write, delete, read_acl, write_acl]
            data_storage:
              type: postgres
              username: credhub
              password: ((credhub_db_password))
              host: credhub-db.service.cf.internal
              port: 5432
              database: credhub
              require_tls: true
              tls_ca: ((platform_ca))
            encryption:
              keys:
                - provider_name: internal-provider
                  key_properties: { encryption_password: ((credhub_encryption_password)) }
                  active: true
              providers:
                - { name: internal-provider, type: internal }
            java7_tls_ciphers_enabled: false
            max_heap_size: 1024
      - name: bosh-dns
        release: bosh-dns
        properties:
          api:
            server: { tls: { ca: ((platform_ca)), certificate: ((dns_api_server_cert)), private_key: ((dns_api_server_key)) } }
            client: { tls: { ca: ((platform_ca)), certificate: ((dns_api_client_cert)), private_key: ((dns_api_client_key)) } }
          health:
            enabled: true
            server: { tls: { ca: ((platform_ca)), certificate: ((dns_health_server_cert)), private_key: ((dns_health_server_key)) } }
            client: { tls: { ca: ((platform_ca)), certificate: ((dns_health_client_cert)), private_key: ((dns_health_client_key)) } }
          aliases:
            credhub.service.cf.internal: [ '*.credhub.default.platform.bosh' ]
            _.cell.service.cf.internal: [ _.diego-cell.default.diego.bosh ]
          cache: { enabled: true }
          recursors: [8.8.8.8, '1.1.1.1:53']
  # One replica: the agents' bpm.yml names the instance (spec.id, spec.ip), which the cf-operator
  # cannot give replicas of one pod, so more would be an error (the seed's "BPM" section).
  - name: log-agents
    instances: 1
    azs: [z1]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs:
      - name: loggr-forwarder-agent
        release: loggregator-agent
        properties:
          tls: { ca_cert: ((platform_ca)), cert: ((loggr_cert)), key: ((loggr_key)) }
          metrics: { ca_cert: ((platform_ca)), cert: ((loggr_cert)), key: ((loggr_key)), server_name: forwarder_agent_metrics }
      - name: loggr-syslog-agent
        release: loggregator-agent
        properties:
          port: 3460
          drain_ca_cert: ((platform_ca))
          tls: { ca_cert: ((platform_ca)), cert: ((loggr_cert)), key: ((loggr_key)) }
          metrics: { ca_cert: ((platform_ca)), cert: ((loggr_cert)), key: ((loggr_key)), server_name: syslog_agent_metrics }
          aggregate_drains: [ { url: 'syslog-tls://logs.example.com:6514', ca: ((platform_ca)) } ]
      - name: prom_scraper
        release: loggregator-agent
        properties:
          scrape: { tls: { ca_cert: ((platform_ca)), cert: ((loggr_cert)), key: ((loggr_key)) } }
          loggregator_agent: { tls: { ca_cert: ((platform_ca)), cert: ((loggr_cert)), key: ((loggr_key)) }, grpc_port: 3459 }
          metrics: { ca_cert: ((platform_ca)), cert: ((loggr_cert)), key: ((loggr_key)), server_name: prom_scraper_metrics }
      - name: loggr-udp-forwarder
        release: loggregator-agent
        properties:
          loggregator: { tls: { ca: ((platform_ca)), cert: ((loggr_cert)), key: ((loggr_key)) } }
          metrics: { ca_cert: ((platform_ca)), cert: ((loggr_cert)), key: ((loggr_key)), server_name: udp_forwarder_metrics }
`;

const rigging = `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: bosh-corpus }
spec:
  environments:
    default: { target: corpus }
  sources:
    - { name: routing, type: bosh, path: routing.yml, releases: releases, variables: variables.yml, addresses: director }
    - { name: postgres, type: bosh, path: postgres.yml, releases: releases, variables: variables.yml, addresses: director }
    - { name: diego, type: bosh, path: diego.yml, releases: releases, variables: variables.yml, addresses: director }
    - { name: platform, type: bosh, path: platform.yml, releases: releases, variables: variables.yml, addresses: director }
`;

/** File name (relative to <corpus>/bosh) -> content. */
export const boshManifests = {
  'routing.yml': routing,
  'postgres.yml': postgres,
  'diego.yml': diego,
  'platform.yml': platform,
  'variables.yml': variables,
  'rigging.yaml': rigging,
};
