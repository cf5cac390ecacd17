#include "http/published_lookup.hpp"
#include "domain/text/json_write.hpp"

#include "http/language_calls.hpp"

#include <boost/json.hpp>

namespace cxs::http {

using actors::api_error;
using domain::error_code;

void with_published_api(const context_ptr& ctx, const actors::key_principal& key, audited_result partial,
                        const audited_done& done, published_next next) {
  const auto slug = ctx->request().path_params.at("apiSlug");
  actors::find_published_api(
      ctx, key, slug,
      [ctx, partial, done, next](actors::published_found found) mutable {
        if (!found.api) {
          boost::json::array slugs;
          for (const auto& s : found.available_slugs) {
            slugs.push_back(boost::json::string(s));
          }
          return done(error_result(
              ctx,
              api_error::of(error_code::api_not_found)
                  .with_extra(domain::text::write_json(boost::json::object{{"availableSlugs", std::move(slugs)}})),
              partial));
        }
        partial.api_id = found.api->id;
        partial.retain_payloads = setting(found.api->settings, "retainPayloads", false);
        next(std::move(found.api), std::move(partial));
      },
      [ctx, partial, done](actors::db_failure why) {
        done(error_result(ctx, actors::request_context::db_error(why), partial));
      });
}

} // namespace cxs::http
