// Small BOSH deployments of the Cloud Foundry releases in the corpus (written by
// corpus-prepare.mjs into <corpus>/bosh/): jobs that consume links across releases (gorouter and
// tcp_router consume nats-release's `nats` link, routing-api consumes postgres) and validate
// addresses with IPAddr (gorouter, routing-api, tcp_router); postgres with its YAML 1.1 values;
// uaa, whose uaa.yml.erb builds the whole UAA config in Ruby (validations, URI, YAML.dump of hashes
// merged from many properties and spec defaults) with the database address from postgres's link,
// beside bbr-uaadb consuming the uaa job's own `uaa_db` link; capi's cloud_controller_ng, whose
// templates read spec.networks.marshal_dump and whose shared templates are symlinks out of jobs/;
// diego-release's control plane and cell with garden-runc's garden (TLS everywhere, nats-tls);
// credhub (its postgres link), bosh-dns, and loggregator's agents, one of them as an addon.
// Our own files: only the job directories come from upstream.

/** nats-release's nats job, the one group two deployments share (routing's and diego's). */
const natsGroup = (instances, azs) => `  - name: nats
    instances: ${instances}
    azs: ${azs}
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
              tls: { ca: ((nats_ca)), certificate: ((nats_cert)), private_key: ((nats_key)) }`;

const routing = `name: routing
releases:
  - { name: routing, version: latest }
  - { name: nats, version: latest }
  - { name: postgres, version: latest }
stemcells:
  - { alias: default, os: ubuntu-jammy, version: latest }
update: { canaries: 1, max_in_flight: 1, canary_watch_time: 1000-30000, update_watch_time: 1000-30000 }
instance_groups:
${natsGroup(2, '[z1, z2]')}
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

const uaa = `name: uaa
releases:
  - { name: uaa, version: latest }
  - { name: postgres, version: latest }
stemcells:
  - { alias: default, os: ubuntu-jammy, version: latest }
update: { canaries: 1, max_in_flight: 1, canary_watch_time: 1000-30000, update_watch_time: 1000-30000 }
instance_groups:
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
            databases: [{ name: uaa, tag: uaa }]
            roles: [{ name: uaa, password: ((uaa_db_password)) }]
  - name: uaa
    instances: 2
    azs: [z1, z2]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs:
      - name: uaa
        release: uaa
        properties:
          encryption:
            active_key_label: key-2024
            encryption_keys:
              - { label: key-2023, passphrase: ((uaa_encryption_passphrase_old)) }
              - { label: key-2024, passphrase: ((uaa_encryption_passphrase)) }
          uaadb:
            databases: [{ name: uaa, tag: uaa }]
            db_scheme: postgres
            port: 5524
            tls: disabled
            roles: [{ name: uaa, password: ((uaa_db_password)), tag: admin }]
          env:
            http_proxy: http://proxy.example.com:3128
            no_proxy: localhost,127.0.0.1,.service.cf.internal
          login:
            saml:
              activeKeyId: key-1
              keys:
                key-1:
                  key: ((uaa_login_saml_key))
                  passphrase: ''
                  certificate: ((uaa_login_saml_cert))
            branding:
              company_name: Example Corp
              footer_legal_text: Example Corp. All rights reserved.
              footer_links: { Terms: https://example.com/terms, Privacy: https://example.com/privacy }
              banner:
                text: Staging environment
                textColor: '#FFFFFF'
                backgroundColor: '#a30'
                link: https://status.example.com
            links:
              passwd: https://login.example.com/forgot_password
              signup: https://login.example.com/create_account
            logout:
              redirect:
                parameter:
                  whitelist: [https://apps.example.com/**]
            oauth:
              providers:
                corp-oidc:
                  type: oidc1.0
                  discoveryUrl: https://idp.example.com/.well-known/openid-configuration
                  scopes: [openid, email]
                  linkText: Corporate login
                  showLinkText: true
                  addShadowUserOnLogin: true
                  relyingPartyId: uaa-example
                  relyingPartySecret: ((uaa_oidc_secret))
                  skipSslValidation: false
                  attributeMappings:
                    user_name: email
                    given_name: given_name
                    external_groups: [roles]
          uaa:
            url: https://uaa.example.com
            sslCertificate: ((uaa_ssl_cert))
            sslPrivateKey: ((uaa_ssl_key))
            ca_certs: [((uaa_ca))]
            proxy:
              servers: [10.0.16.4, 10.0.16.5]
            zones:
              internal:
                hostnames: [uaa.service.cf.internal, login.example.com]
            admin:
              client_secret: ((uaa_admin_client_secret))
            jwt:
              revocable: true
              policy:
                active_key_id: key-1
                refreshTokenValiditySeconds: 2592000
                keys:
                  key-1:
                    signingKey: ((uaa_jwt_signing_key))
              claims:
                exclude: [authorities]
            scim:
              users:
                - name: admin
                  password: ((cf_admin_password))
                  groups: [cloud_controller.admin, scim.read, scim.write, openid]
                - name: auditor
                  password: ((cf_auditor_password))
                  email: auditor@example.com
                  firstName: Ada
                  groups: [cloud_controller.global_auditor]
              groups:
                cloud_controller.global_auditor: Read-only access to every Cloud Foundry resource
              external_groups:
                corp-oidc:
                  cf-admins: [cloud_controller.admin]
            clients:
              cf:
                access-token-validity: 1200
                authorities: uaa.none
                authorized-grant-types: password,refresh_token
                override: true
                refresh-token-validity: 2592000
                scope: cloud_controller.read,cloud_controller.write,openid,password.write,uaa.user
                secret: ''
              cc_routing:
                authorities: routing.router_groups.read
                authorized-grant-types: client_credentials
                secret: ((uaa_clients_cc_routing_secret))
              gorouter:
                authorities: routing.routes.read
                authorized-grant-types: client_credentials
                secret: ((uaa_clients_gorouter_secret))
              ssh-proxy:
                authorized-grant-types: authorization_code
                autoapprove: true
                override: true
                redirect-uri: https://uaa.example.com/login
                scopes: [openid, cloud_controller.read, cloud_controller.write]
                secret: ((uaa_clients_ssh_proxy_secret))
            rate_limiter:
              config:
                loggingOption: AllCalls
                limiterMappings:
                  - { name: Info, withCallerRemoteAddressID: 50r/s, pathSelectors: ['equals:/info'] }
            csp:
              script-src: ["'self'", "'unsafe-inline'"]
      - name: bbr-uaadb
        release: uaa
        consumes:
          uaa_db: { from: uaa_db }
        properties:
          release_level_backup: true
  # A second UAA with the other branches of uaa.yml.erb: MySQL over TLS at an explicit address,
  # LDAP with groups, a SAML provider, two JWT keys, legacy SAML keys, SMTP and consent branding.
  # Its links are renamed so that bbr-uaadb above still finds one uaa_db.
  - name: uaa-ldap
    instances: 1
    azs: [z1]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs:
      - name: uaa
        release: uaa
        provides:
          uaa_db: { as: uaa_db_ldap }
          uaa_keys: { as: uaa_keys_ldap }
        consumes:
          database: nil
        properties:
          encryption:
            active_key_label: key-1
            encryption_keys: [{ label: key-1, passphrase: ((uaa_encryption_passphrase)) }]
          uaadb:
            address: mysql.service.cf.internal
            databases: [{ name: uaa, tag: uaa }]
            db_scheme: mysql
            port: 3306
            tls: enabled_skip_hostname_validation
            tls_protocols: TLSv1.2
            roles: [{ name: uaa, password: ((uaa_db_password)), tag: admin }]
          login:
            protocol: https
            saml:
              serviceProviderKey: ((uaa_login_saml_key))
              serviceProviderKeyPassword: ''
              serviceProviderCertificate: ((uaa_login_saml_cert))
              entity_base_url: login.corp.example.com
              signatureAlgorithm: SHA256
              providers:
                corp-saml:
                  idpMetadata: https://idp.example.com/saml2/metadata
                  nameID: urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress
                  assertionConsumerIndex: 0
                  linkText: Log in with Corp SAML
                  showSamlLoginLink: true
                  attributeMappings: { email: mail, given_name: givenName }
            smtp:
              host: smtp.example.com
              port: 587
              user: uaa
              password: ((uaa_smtp_password))
              from_address: uaa@example.com
              starttls: true
            branding:
              consent:
                text: Terms of Use
                link: ' https://example.com/terms '
            defaultIdentityProvider: ldap
          uaa:
            url: https://uaa.corp.example.com
            issuer: https://uaa.corp.example.com/oauth/token
            sslCertificate: ((uaa_ssl_cert))
            sslPrivateKey: ((uaa_ssl_key))
            database:
              additionalParameters: { connectTimeout: '10000', socketTimeout: '60000' }
              case_insensitive: true
            ldap:
              enabled: true
              profile_type: search-and-bind
              url: ldaps://ldap.example.com:636
              userDN: cn=admin,dc=example,dc=com
              userPassword: ((uaa_ldap_password))
              searchBase: ou=people,dc=example,dc=com
              searchFilter: uid={0}
              sslCertificate: ((uaa_ca))
              mailAttributeName: mail
              emailDomain: [example.com, corp.example.com]
              attributeMappings: { first_name: givenName, family_name: sn }
              externalGroupsWhitelist: [admins]
              groups:
                profile_type: groups-map-to-scopes
                searchBase: ou=groups,dc=example,dc=com
                groupSearchFilter: member={0}
            jwt:
              policy:
                active_key_id: key-2
                keys:
                  key-1: { signingKey: ((uaa_jwt_signing_key)) }
                  key-2: { signingKey: ((uaa_jwt_signing_key)) }
              refresh: { format: opaque, unique: true }
            clients:
              login:
                authorized-grant-types: implicit,authorization_code
                redirect-uri: https://login.corp.example.com/callback,https://*.apps.example.com/**
                scope: openid,oauth.approvals
                secret: ((uaa_login_client_secret))
                autoapprove: [openid]
            servlet:
              session-store: database
            client:
              redirect_uri: { matching_mode: exact }
`;

const capi = `name: capi
releases:
  - { name: capi, version: latest }
  - { name: postgres, version: latest }
stemcells:
  - { alias: default, os: ubuntu-jammy, version: latest }
update: { canaries: 1, max_in_flight: 1, canary_watch_time: 1000-30000, update_watch_time: 1000-30000 }
instance_groups:
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
            databases: [{ name: cloud_controller, tag: cc }]
            roles: [{ name: cloud_controller, password: ((cc_db_password)) }]
  # One instance: its bpm.yml sets DYNO from spec.index, and rigging refuses a bpm.yml that differs
  # between the instances of a group (they are the replicas of one pod under the cf-operator).
  - name: api
    instances: 1
    azs: [z1]
    vm_type: large
    stemcell: default
    networks: [{ name: default, static_ips: [10.0.16.10] }]
    jobs:
      - name: cloud_controller_ng
        release: capi
        provides:
          cloud_controller: { as: cloud_controller, shared: true }
        properties:
          system_domain: example.com
          app_domains:
            - apps.example.com
            - { name: apps.internal, internal: true }
            - { name: tcp.example.com, router_group_name: default-tcp }
          app_ssh:
            host_key_fingerprint: ((ssh_host_key_fingerprint))
            oauth_client_id: ssh-proxy
          router:
            route_services_secret: ((router_route_services_secret))
          routing_api: { enabled: true }
          ssl: { skip_cert_verify: false }
          uaa:
            url: https://uaa.example.com
            ca_cert: ((uaa_ca))
            ssl: { port: 8443 }
            clients:
              cc-service-dashboards: { secret: ((uaa_clients_cc_service_dashboards_secret)) }
              cloud_controller_username_lookup: { secret: ((uaa_clients_cc_username_lookup_secret)) }
              cc_routing: { secret: ((uaa_clients_cc_routing_secret)) }
              cc_service_key_client: { secret: ((uaa_clients_cc_service_key_client_secret)) }
          login: { url: https://login.example.com }
          ccdb:
            databases: [{ name: cloud_controller, tag: cc }]
            db_scheme: postgres
            port: 5524
            roles: [{ name: cloud_controller, password: ((cc_db_password)), tag: admin }]
          credhub_api:
            hostname: credhub.service.cf.internal
            ca_cert: ((credhub_ca))
          cc:
            db_encryption_key: ((cc_db_encryption_key))
            database_encryption:
              current_key_label: encryption_key_0
              keys: { encryption_key_0: ((cc_db_encryption_key)) }
            staging_upload_user: staging_user
            staging_upload_password: ((cc_staging_upload_password))
            default_running_security_groups: [public_networks, dns]
            default_staging_security_groups: [public_networks, dns]
            security_group_definitions:
              - name: public_networks
                rules:
                  - { destination: 0.0.0.0-9.255.255.255, protocol: all }
                  - { destination: 11.0.0.0-169.253.255.255, protocol: all }
              - name: dns
                rules:
                  - { destination: 0.0.0.0/0, ports: '53', protocol: tcp }
                  - { destination: 0.0.0.0/0, ports: '53', protocol: udp }
            install_buildpacks:
              - { name: staticfile_buildpack, package: staticfile-buildpack }
              - { name: go_buildpack, package: go-buildpack }
            quota_definitions:
              default: { memory_limit: 102400, non_basic_services_allowed: true, total_routes: 1000, total_services: -1 }
              small: { memory_limit: 2048, non_basic_services_allowed: false, total_routes: 10, total_services: 5 }
            feature_flag_overrides: { diego_docker: true }
            info:
              custom: { support_email: support@example.com }
            # storage-cli with S3: each storage_cli_config_*.json is built from connection_config.
            buildpacks: &blobstore
              blobstore_type: storage-cli
              blobstore_provider: s3
              connection_config:
                bucket_name: example-cc-blobs
                aws_access_key_id: ((blobstore_access_key_id))
                aws_secret_access_key: ((blobstore_secret_access_key))
                region: eu-central-1
                multipart_upload: true
            droplets: *blobstore
            packages: *blobstore
            resource_pool: *blobstore
            mutual_tls:
              ca_cert: ((cc_tls_ca))
              public_cert: ((cc_tls_cert))
              private_key: ((cc_tls_key))
            public_tls:
              ca_cert: ((cc_tls_ca))
              certificate: ((cc_public_tls_cert))
              private_key: ((cc_public_tls_key))
            prom_scraper_tls:
              ca_cert: ((cc_tls_ca))
              public_cert: ((cc_tls_cert))
              private_key: ((cc_tls_key))
            logcache_tls:
              certificate: ((cc_tls_cert))
              private_key: ((cc_tls_key))
            loggregator_tls:
              ca_cert: ((cc_tls_ca))
              certificate: ((cc_tls_cert))
              private_key: ((cc_tls_key))
            diego:
              sshd:
                allowed_ciphers: chacha20-poly1305@openssh.com,aes256-gcm@openssh.com
                allowed_macs: hmac-sha2-256-etm@openssh.com
                allowed_key_exchanges: curve25519-sha256@libssh.org
                allowed_host_key_algorithms: ssh-ed25519
  # The worker and the clock take most of their settings from cloud_controller_ng's
  # cloud_controller_internal link (a hundred properties, defaults among them).
  - name: cc-worker
    instances: 1
    azs: [z1]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs:
      - name: cloud_controller_worker
        release: capi
        properties:
          system_domain: example.com
          ccdb:
            databases: [{ name: cloud_controller, tag: cc }]
            db_scheme: postgres
            port: 5524
            roles: [{ name: cloud_controller, password: ((cc_db_password)), tag: admin }]
          cc:
            jobs: { generic: { number_of_worker_threads: 3 } }
            staging_upload_user: staging_user
            staging_upload_password: ((cc_staging_upload_password))
            buildpacks: *blobstore
            droplets: *blobstore
            packages: *blobstore
            resource_pool: *blobstore
            mutual_tls:
              ca_cert: ((cc_tls_ca))
              public_cert: ((cc_tls_cert))
              private_key: ((cc_tls_key))
  - name: scheduler
    instances: 1
    azs: [z1]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs:
      - name: cloud_controller_clock
        release: capi
        properties:
          system_domain: example.com
          ccdb:
            databases: [{ name: cloud_controller, tag: cc }]
            db_scheme: postgres
            port: 5524
            roles: [{ name: cloud_controller, password: ((cc_db_password)), tag: admin }]
          cc:
            staging_upload_user: staging_user
            staging_upload_password: ((cc_staging_upload_password))
            buildpacks: *blobstore
            droplets: *blobstore
            packages: *blobstore
            resource_pool: *blobstore
            mutual_tls:
              ca_cert: ((cc_tls_ca))
              public_cert: ((cc_tls_cert))
              private_key: ((cc_tls_key))
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
uaa_db_password: uaa-db-secret
uaa_encryption_passphrase: uaa-encryption-secret
uaa_encryption_passphrase_old: uaa-old-encryption-secret
uaa_oidc_secret: oidc-secret
uaa_smtp_password: smtp-secret
uaa_ldap_password: ldap-secret
uaa_login_client_secret: login-client-secret
uaa_admin_client_secret: admin-client-secret
cf_admin_password: admin-secret
cf_auditor_password: auditor-secret
uaa_clients_cc_routing_secret: cc-routing-secret
uaa_clients_ssh_proxy_secret: ssh-proxy-secret
uaa_ssl_cert: "-----BEGIN CERTIFICATE-----\\nUAA SSL\\n-----END CERTIFICATE-----"
uaa_ssl_key: "-----BEGIN RSA PRIVATE KEY-----\\nUAA SSL\\n-----END RSA PRIVATE KEY-----"
uaa_login_saml_cert: "-----BEGIN CERTIFICATE-----\\nSAML\\n-----END CERTIFICATE-----"
uaa_login_saml_key: "-----BEGIN RSA PRIVATE KEY-----\\nSAML\\n-----END RSA PRIVATE KEY-----"
cc_db_password: cc-db-secret
ssh_host_key_fingerprint: "aa:bb:cc:dd:ee:ff:00:11:22:33:44:55:66:77:88:99"
uaa_clients_cc_service_dashboards_secret: cc-dashboards-secret
uaa_clients_cc_username_lookup_secret: cc-lookup-secret
uaa_clients_cc_service_key_client_secret: cc-service-key-secret
cc_db_encryption_key: cc-encryption-secret
cc_staging_upload_password: cc-staging-secret
blobstore_access_key_id: blobstore-access-key-id
blobstore_secret_access_key: blobstore-secret
credhub_ca: "-----BEGIN CERTIFICATE-----\\nCREDHUB CA\\n-----END CERTIFICATE-----"
cc_tls_ca: "-----BEGIN CERTIFICATE-----\\nCC CA\\n-----END CERTIFICATE-----"
cc_tls_cert: "-----BEGIN CERTIFICATE-----\\nCC\\n-----END CERTIFICATE-----"
cc_tls_key: "-----BEGIN RSA PRIVATE KEY-----\\nCC\\n-----END RSA PRIVATE KEY-----"
cc_public_tls_cert: "-----BEGIN CERTIFICATE-----\\nCC PUBLIC\\n-----END CERTIFICATE-----"
cc_public_tls_key: "-----BEGIN RSA PRIVATE KEY-----\\nCC PUBLIC\\n-----END RSA PRIVATE KEY-----"
uaa_jwt_signing_key: "-----BEGIN RSA PRIVATE KEY-----\\nJWT\\n-----END RSA PRIVATE KEY-----"
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
${natsGroup(1, '[z1]')}
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
    - { name: uaa, type: bosh, path: uaa.yml, releases: releases, variables: variables.yml, addresses: director }
    - { name: capi, type: bosh, path: capi.yml, releases: releases, variables: variables.yml, addresses: director }
`;

/** File name (relative to <corpus>/bosh) -> content. */
export const boshManifests = {
  'routing.yml': routing,
  'postgres.yml': postgres,
  'diego.yml': diego,
  'platform.yml': platform,
  'uaa.yml': uaa,
  'capi.yml': capi,
  'variables.yml': variables,
  'rigging.yaml': rigging,
};
