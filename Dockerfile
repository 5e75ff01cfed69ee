# Keelson server with the built client. Build: docker build -t keelson .
# Node.js 24, an LTS line supported until April 2028 (Node.js 20 reached its end of life in April 2026); CI starts
# the built server on it (scripts/nodeSmoke.mjs, docs/operations.md "Node.js 24"). The image holds the built
# client and server (dist/) and the production dependencies only, and runs as the unprivileged user `node`.
# Secrets can come from files: JWT_SECRET_FILE=/run/secrets/jwt_secret and so on (docs/operations.md).
# `--build-arg KEELSON_BUILD_COMMIT=$(git rev-parse --short=12 HEAD)` names the commit in keelson_build_info.
# The `nginx` target (docker build --target nginx) is nginx with the built client's files, for
# docker-compose.yml's nginx service.

# Toolchain for better-sqlite3's native module when no prebuilt binary fits.
FROM node:24-bookworm-slim AS toolchain
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./

# Every dependency, to build the client (vite) and the server (esbuild) into dist/.
FROM toolchain AS build
ARG KEELSON_BUILD_COMMIT=unknown
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The production dependencies alone: no vite, esbuild, tsx, TypeScript or test tools.
FROM toolchain AS production-dependencies
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# nginx in front (deploy/nginx.conf): serves the client's hashed files with their precompressed .gz itself.
FROM nginx:1.27-alpine AS nginx
COPY --from=build /app/dist/client /usr/share/nginx/keelson
# The source maps stay in the server image (for `npm run client-error:decode`), not in nginx's.
RUN find /usr/share/nginx/keelson -name '*.map' -delete
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=production-dependencies /app/package.json /app/package-lock.json ./
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The data directory belongs to `node` (uid 1000), which the server runs as; a named volume mounted there
# starts with this directory's owner.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
CMD ["node", "dist/server/main.mjs"]
