// Small BOSH deployments of the Cloud Foundry releases in the corpus (written by
// corpus-prepare.mjs into <corpus>/bosh/): jobs that consume links across releases (gorouter and
// tcp_router consume nats-release's `nats` link, routing-api consumes postgres) and validate
// addresses with IPAddr (gorouter, routing-api, tcp_router); postgres with its YAML 1.1 values;
// uaa, whose uaa.yml.erb builds the whole UAA config in Ruby (validations, URI, YAML.dump of hashes
// merged from many properties and spec defaults) with the database address from postgres's link,
// beside bbr-uaadb consuming the uaa job's own `uaa_db` link; capi's cloud_controller_ng, whose
// templates read spec.networks.marshal_dump and whose shared templates are symlinks out of jobs/.
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

const rigging = `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: bosh-corpus }
spec:
  environments:
    default: { target: corpus }
  sources:
    - { name: routing, type: bosh, path: routing.yml, releases: releases, variables: variables.yml, addresses: director }
    - { name: postgres, type: bosh, path: postgres.yml, releases: releases, variables: variables.yml, addresses: director }
    - { name: uaa, type: bosh, path: uaa.yml, releases: releases, variables: variables.yml, addresses: director }
    - { name: capi, type: bosh, path: capi.yml, releases: releases, variables: variables.yml, addresses: director }
`;

/** File name (relative to <corpus>/bosh) -> content. */
export const boshManifests = {
  'routing.yml': routing,
  'postgres.yml': postgres,
  'uaa.yml': uaa,
  'capi.yml': capi,
  'variables.yml': variables,
  'rigging.yaml': rigging,
};
