# Geolocation: grant the permission and fake the position through Chrome's DevTools protocol.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

LISBON = {"latitude": 38.7223, "longitude": -9.1393, "accuracy": 100}

# The page asks an outside reverse-geocoding service for the city. Selenium cannot answer a
# request itself, so this script, run before the page's own, answers that one call in the page.
ANSWER_THE_LOOKUP = """
const realFetch = window.fetch;
window.fetch = (input, init) => String(input).includes('addressdetails=1')
  ? Promise.resolve(Response.json({ address: { city: 'Lisbon' } }))
  : realFetch(input, init);
"""


def value_of(term):
    # Each value is the <dd> right after its <dt> term.
    return (By.XPATH, f'//dt[normalize-space()="{term}"]/following-sibling::dd[1]')


def test_shows_the_faked_position_and_its_city(driver, base_url):
    driver.execute_cdp_cmd("Browser.grantPermissions",
                           {"origin": base_url, "permissions": ["geolocation"]})
    driver.execute_cdp_cmd("Emulation.setGeolocationOverride", LISBON)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                           {"source": ANSWER_THE_LOOKUP})

    driver.get(f"{base_url}/geolocation")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable(
        (By.XPATH, '//button[normalize-space()="Request location"]'))).click()

    wait.until(EC.text_to_be_present_in_element(value_of("Latitude"), "38.7223"))
    assert driver.find_element(*value_of("Longitude")).text == "-9.1393"
    assert driver.find_element(*value_of("City")).text == "Lisbon"
