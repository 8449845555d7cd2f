# Status Codes: WebDriver has no status; read the page's Navigation Timing in the browser, or ask the server with urllib.
import urllib.error
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

# The browser's own record of the document request: its status and how many redirects led to it.
NAVIGATION = "return performance.getEntriesByType('navigation')[0].toJSON();"


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None  # report the 3xx itself instead of following it


def status_and_headers(url):
    try:
        with urllib.request.build_opener(NoRedirect).open(url) as response:
            return response.status, response.headers
    except urllib.error.HTTPError as error:  # a 3xx not followed, a 4xx or a 5xx
        return error.code, error.headers


def test_each_page_request_answers_its_status(driver, base_url):
    for code in (200, 404, 500):
        driver.get(f"{base_url}/statusCodes/{code}")
        text = f"The server answered this page with status {code}."
        WebDriverWait(driver, 10).until(
            EC.visibility_of_element_located((By.XPATH, f'//p[normalize-space()="{text}"]'))
        )
        assert driver.execute_script(NAVIGATION)["responseStatus"] == code


def test_following_301_lands_on_status_codes_after_one_redirect(driver, base_url):
    driver.get(f"{base_url}/statusCodes")
    WebDriverWait(driver, 10).until(EC.element_to_be_clickable((By.LINK_TEXT, "301"))).click()
    WebDriverWait(driver, 10).until(EC.url_matches(r"/statusCodes$"))
    navigation = driver.execute_script(NAVIGATION)
    assert navigation["redirectCount"] == 1
    assert navigation["responseStatus"] == 200


def test_the_server_answers_with_the_status_itself(base_url):
    assert status_and_headers(f"{base_url}/statusCodes/404")[0] == 404
    assert status_and_headers(f"{base_url}/statusCodes/500")[0] == 500
    status, headers = status_and_headers(f"{base_url}/statusCodes/301")
    assert status == 301
    assert headers["Location"] == "/statusCodes"
