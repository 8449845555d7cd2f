# Scroll Panels: scroll inside one scroll container with JavaScript and read each one's scrollTop.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

IN_VIEWPORT = """
const r = arguments[0].getBoundingClientRect();
const body = arguments[0].closest('[role=region]').getBoundingClientRect();
return r.top >= body.top && r.bottom <= body.bottom && r.bottom <= window.innerHeight;
"""


def test_pea_comes_into_view_in_the_right_panel_only(driver, base_url):
    driver.get(f"{base_url}/scrollPanels")
    wait = WebDriverWait(driver, 5)
    pea = wait.until(EC.presence_of_element_located((By.ID, "vegetable-pea")))
    vegetables = driver.find_element(By.CSS_SELECTOR, "[role=region][aria-label='Vegetables']")
    fruits = driver.find_element(By.CSS_SELECTOR, "[role=region][aria-label='Fruits']")
    assert not driver.execute_script(IN_VIEWPORT, pea)

    # Scroll the card into view within its own panel body (block: 'nearest' keeps the page still).
    driver.execute_script("arguments[0].scrollIntoView({block: 'nearest'})", pea)
    wait.until(lambda d: d.execute_script(IN_VIEWPORT, pea))
    assert pea.find_element(By.TAG_NAME, "h3").text == "Pea"
    assert driver.execute_script("return arguments[0].scrollTop", vegetables) > 0
    assert driver.execute_script("return arguments[0].scrollTop", fruits) == 0
