# Production images. One build stage compiles everything; each runtime image carries one part:
#   docker build --target api -t ham-api .
#   docker build --target web --build-arg APP=shell -t ham-shell .   (or APP=mf-cases, mf-admin, …)
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY . .
# npm install, not npm ci: see .ci/run (the lock file has only linux-x64 optional builds).
RUN npm install --no-audit --no-fund && npm run build

FROM node:24-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /src/package.json /src/package-lock.json ./
COPY --from=build /src/api/package.json api/package.json
COPY --from=build /src/libs libs
RUN npm install --omit=dev --no-audit --no-fund -w @ham/api --include-workspace-root=false
COPY --from=build /src/api/dist api/dist
EXPOSE 3000
CMD ["node", "--enable-source-maps", "api/dist/main.js"]

# Debian's nginx with the ngx_brotli modules (the stock nginx image has no brotli): the build's
# .br copies go out as they are (deploy/nginx/static.conf). The same packages run the gateway test.
FROM debian:bookworm-slim AS web
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
ARG APP=shell
COPY --from=build /src/${APP}/dist /usr/share/nginx/html
COPY deploy/nginx/static.conf /etc/nginx/conf.d/default.conf
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
