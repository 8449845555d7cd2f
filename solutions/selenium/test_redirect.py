# Redirect: the browser follows a 302 by itself; count it in Navigation Timing, or see it with urllib not following it.
import urllib.error
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None  # report the 302 itself instead of following it


def test_the_link_lands_on_status_codes(driver, base_url):
    driver.get(f"{base_url}/redirect")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable((By.ID, "redirect"))).click()
    wait.until(EC.url_matches(r"/statusCodes$"))
    wait.until(EC.text_to_be_present_in_element((By.TAG_NAME, "h1"), "Status Codes"))
    redirects = driver.execute_script(
        "return performance.getEntriesByType('navigation')[0].redirectCount;"
    )
    assert redirects == 1


def test_the_server_answers_302(base_url):
    try:
        urllib.request.build_opener(NoRedirect).open(f"{base_url}/redirect/go")
        raise AssertionError("expected a 302")
    except urllib.error.HTTPError as error:
        assert error.code == 302
        assert error.headers["Location"] == "/statusCodes"
